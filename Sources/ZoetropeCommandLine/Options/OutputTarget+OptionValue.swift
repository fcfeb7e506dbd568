import Zoetrope

/// `render --target`: one of the destinations, in any letter case (`OptionValue`'s default for closed sets).
extension OutputTarget: OptionValue {}
