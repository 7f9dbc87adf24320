#if !canImport(UIKit)
import Foundation

/// One of SF Pro's two optical sizes, whose metrics the system font interpolates between: text
/// (its 17-point design) and display (its 28-point design).
///
/// Each design carries three weight masters — Ultralight, Regular and Black — whose advances
/// and kerning the named weights interpolate (`SystemFontWeightAxis`).
enum SystemFontDesign: CaseIterable {
    case text
    case display

    /// The characters whose advances the data lists, in its order: printable ASCII, Latin-1
    /// (without the soft hyphen) and common typographic punctuation.
    static let characters: [Unicode.Scalar] = {
        let ascii = (0x20...0x7E).compactMap(Unicode.Scalar.init)
        let latin1 = (0xA0...0xFF).filter { $0 != 0xAD }.compactMap(Unicode.Scalar.init)
        let punctuation: [UInt32] = [0x2018, 0x2019, 0x201C, 0x201D, 0x2013, 0x2014, 0x2026, 0x2022,
                                     0x20AC, 0x2122, 0x2032, 0x2033, 0x00B7, 0x2212, 0x2009]
        return ascii + latin1 + punctuation.compactMap(Unicode.Scalar.init)
    }()

    /// The design's masters, parsed once.
    var masters: SystemFontMasters {
        switch self {
        case .text: SystemFontMasters.text
        case .display: SystemFontMasters.display
        }
    }
}

/// The advances and kerning of one design's three weight masters, in units of 1/2048 em.
struct SystemFontMasters: Sendable {
    /// The advance of each character in each master (Ultralight, Regular, Black).
    let advances: [Unicode.Scalar: SIMD3<Float>]
    /// The kerning of each character pair that has any, in each master.
    let kerning: [SystemFontPair: SIMD3<Float>]

    static let text = SystemFontMasters(advances: SystemFontDesign.textAdvances, kerning: SystemFontDesign.textKerning)
    static let display = SystemFontMasters(advances: SystemFontDesign.displayAdvances, kerning: SystemFontDesign.displayKerning)

    /// Parses the data: three lines of comma-separated advances in `SystemFontDesign.characters`
    /// order, and one line per kerned pair (two characters, then three comma-separated values).
    init(advances advanceData: String, kerning kerningData: String) {
        let lines = advanceData.split(separator: "\n").map { $0.split(separator: ",").compactMap { Float($0) } }
        var advances: [Unicode.Scalar: SIMD3<Float>] = [:]
        for (index, character) in SystemFontDesign.characters.enumerated() where lines.count == 3 && index < lines[0].count {
            advances[character] = SIMD3(lines[0][index], lines[1][index], lines[2][index])
        }
        var kerning: [SystemFontPair: SIMD3<Float>] = [:]
        for line in kerningData.split(separator: "\n") {
            let scalars = Array(line.unicodeScalars)
            guard scalars.count > 2 else { continue }
            let values = String(String.UnicodeScalarView(scalars[2...])).split(separator: ",").compactMap { Float($0) }
            guard values.count == 3 else { continue }
            kerning[SystemFontPair(scalars[0], scalars[1])] = SIMD3(values[0], values[1], values[2])
        }
        self.advances = advances
        self.kerning = kerning
    }
}

/// An ordered pair of characters, as kerning tables key them.
struct SystemFontPair: Hashable, Sendable {
    let first: UInt32
    let second: UInt32

    init(_ first: Unicode.Scalar, _ second: Unicode.Scalar) {
        self.first = first.value
        self.second = second.value
    }
}
#endif
