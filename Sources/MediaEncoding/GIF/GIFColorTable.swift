/// The file's global colour table, made from the palette `paletteuse` maps onto (256 BGRA
/// words, `palettegen`'s colours first, padded with repeats of the last one, its transparent
/// entry at 255): duplicates are folded into their first entry and the transparent entry is
/// moved right after the colours, so the table — and with it the LZW code width — is as small as
/// the palette allows (16 colours: 5-bit tables, not 256 entries).
struct GIFColorTable {
    /// RGB triplets, `size` of them (a power of two, at least 4).
    let rgb: [UInt8]
    let size: Int
    /// The entry that means "transparent", if the palette has one.
    let transparentIndex: UInt8?
    /// Maps a `paletteuse` index to its index in this table.
    let remap: [UInt8]
    /// Whether `remap` maps every index to itself (a palette of distinct colours, its transparent
    /// entry last), so indices need no mapping.
    let remapsNothing: Bool

    /// GIF's LZW minimum code size for this table.
    var minimumCodeSize: Int { max(2, size.trailingZeroBitCount) }

    /// - Parameter palette: 256 entries as FFmpeg stores PAL8 palettes (native-endian 0xAARRGGBB).
    init(palette: UnsafePointer<UInt32>) {
        var remap = [UInt8](repeating: 0, count: 256)
        var colours: [UInt32] = []
        var transparentEntry: Int?
        var firstIndex: [UInt32: UInt8] = [:]
        for entry in 0..<256 {
            let argb = palette[entry]
            if argb >> 24 == 0 {
                if transparentEntry == nil { transparentEntry = entry }
                continue
            }
            let rgb = argb & 0x00FF_FFFF
            if let known = firstIndex[rgb] {
                remap[entry] = known
            } else {
                let index = UInt8(colours.count)
                firstIndex[rgb] = index
                colours.append(rgb)
                remap[entry] = index
            }
        }
        let count = colours.count + (transparentEntry == nil ? 0 : 1)
        var size = 4
        while size < count { size *= 2 }
        if let transparentEntry {
            let index = UInt8(colours.count)
            for entry in 0..<256 where palette[entry] >> 24 == 0 { remap[entry] = index }
            remap[transparentEntry] = index
            transparentIndex = index
        } else {
            transparentIndex = nil
        }
        var rgb = [UInt8](repeating: 0, count: 3 * size)
        for (index, colour) in colours.enumerated() {
            rgb[3 * index] = UInt8(colour >> 16 & 0xFF)
            rgb[3 * index + 1] = UInt8(colour >> 8 & 0xFF)
            rgb[3 * index + 2] = UInt8(colour & 0xFF)
        }
        self.rgb = rgb
        self.size = size
        self.remap = remap
        remapsNothing = remap.enumerated().allSatisfy { Int($0.element) == $0.offset }
    }
}
