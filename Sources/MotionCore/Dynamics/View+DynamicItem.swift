/// Views are dynamic items, as UIView is: an animator moves their `center` and turns their
/// `transform` as model values, so each frame shows the step it reached.
extension View: DynamicItem {}
