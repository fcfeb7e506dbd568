/// UIVisualEffectView (`VisualEffectView`): a backdrop blur of what lies behind it, under its
/// `contentView`; `effect` animates in animation blocks and property animators.
public typealias UIVisualEffectView = VisualEffectView
/// UIVisualEffect (`VisualEffect`).
public typealias UIVisualEffect = VisualEffect
/// UIBlurEffect (`BlurEffect`), made with `UIBlurEffect(style:)`; its styles are `UIBlurEffect.Style`.
public typealias UIBlurEffect = BlurEffect
/// UIVibrancyEffect (`VibrancyEffect`): compiles and nests; the content is drawn without iOS's blend.
public typealias UIVibrancyEffect = VibrancyEffect
/// UIVibrancyEffectStyle (`VibrancyEffect.Style`).
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style
