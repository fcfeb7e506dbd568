/// What holds numbers by key — a layer, an emitter cell — so that iOS's `Float` spellings of those
/// numbers (`IOSNumberTypes`, `EmitterNames`) read and write the engine's Doubles.
protocol FloatKeyedNumbers: AnyObject {
    func value(forKey key: String) -> Any?
    func setValue(_ value: Any?, forKey key: String)
}

extension FloatKeyedNumbers {
    /// The number under `key` as a Float (0 when there is none).
    func float(forKey key: String) -> Float {
        Float(value(forKey: key).flatMap(NumericConversion.number) ?? 0)
    }

    /// Stores `value` under `key` as the engine's Double.
    func setFloat(_ value: Float, forKey key: String) { setValue(Double(value), forKey: key) }
}

extension Layer: FloatKeyedNumbers {}
extension EmitterCell: FloatKeyedNumbers {}
