import Zoetrope

/// One city of the CityGuide app (seed 003's `City` model), with what its illustration needs.
struct City {
    enum Landmark { case eiffelTower, bigBen, empireState, mountFuji, operaHouse }

    let name: String
    let country: String
    let summary: String
    let landmark: Landmark
    /// Sky gradient, top to bottom.
    let sky: [Color]
    let sun: Color
    let skyline: Color
    let foreground: Color

    static let all: [City] = [
        City(name: "Paris", country: "France",
             summary: "Boulevards, bakeries and the Seine. Climb the Eiffel Tower at dusk, then walk the quays to Notre-Dame while the city lights up.",
             landmark: .eiffelTower, sky: [Color(hex: 0xFF9A8B), Color(hex: 0xFFC3A0), Color(hex: 0xFFE7C7)],
             sun: Color(hex: 0xFFF4E0), skyline: Color(hex: 0xD9897E), foreground: Color(hex: 0x5B3A4A)),
        City(name: "London", country: "United Kingdom",
             summary: "Markets, museums and the Thames. Hear Big Ben chime over Westminster, then lose an afternoon in the galleries of South Kensington.",
             landmark: .bigBen, sky: [Color(hex: 0x6A85B6), Color(hex: 0xBAC8E0), Color(hex: 0xE3EAF5)],
             sun: Color(hex: 0xF5F7FB), skyline: Color(hex: 0x8797B8), foreground: Color(hex: 0x2E3A59)),
        City(name: "New York", country: "United States",
             summary: "The city that never sleeps. Watch the sunset from the Empire State Building and take the ferry past the Statue of Liberty.",
             landmark: .empireState, sky: [Color(hex: 0x2B1055), Color(hex: 0x7597DE), Color(hex: 0xF7B267)],
             sun: Color(hex: 0xFFD166), skyline: Color(hex: 0x4B3B79), foreground: Color(hex: 0x1B1440)),
        City(name: "Tokyo", country: "Japan",
             summary: "Neon alleys and quiet shrines. On a clear morning Mount Fuji floats above the skyline; by night, Shibuya's crossing never stops.",
             landmark: .mountFuji, sky: [Color(hex: 0x89C4F4), Color(hex: 0xC5E3F6), Color(hex: 0xFCE4EC)],
             sun: Color(hex: 0xFF6B6B), skyline: Color(hex: 0x7FA7C9), foreground: Color(hex: 0x34495E)),
        City(name: "Sydney", country: "Australia",
             summary: "Harbour light and long beaches. Catch a show under the sails of the Opera House and swim at Bondi the next morning.",
             landmark: .operaHouse, sky: [Color(hex: 0x00B4DB), Color(hex: 0x7FDBEA), Color(hex: 0xD6F5F0)],
             sun: Color(hex: 0xFFF3B0), skyline: Color(hex: 0x3F9FB8), foreground: Color(hex: 0x0B4F6C)),
    ]
}
