import MediaEncoding

/// `--codec`: one of the codecs, in any letter case (`OptionValue`'s default for closed sets).
extension VideoCodec: OptionValue {}
