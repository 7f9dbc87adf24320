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

    static let text = SystemFontMasters(resource: "SystemFontText")
    static let display = SystemFontMasters(resource: "SystemFontDisplay")

    /// Reads and parses one design's data file from the module's resources (`Resources/<name>.txt`):
    /// three lines of comma-separated advances in `SystemFontDesign.characters` order, one per
    /// master, then one line per kerned pair (the two characters, then three comma-separated values).
    init(resource name: String) {
        guard let url = Bundle.module.url(forResource: name, withExtension: "txt"),
              let data = try? Data(contentsOf: url) else {
            fatalError("HeadlessUIKit: the system font data \(name).txt is missing from the module's resources")
        }
        self.init(data: Array(data))
    }

    /// Parses the UTF-8 bytes of a data file, laid out as `init(resource:)` describes.
    init(data: [UInt8]) {
        let lines = data.split(separator: UInt8(ascii: "\n"))
        let rows = lines.prefix(3).map(Self.values(in:))
        var advances: [Unicode.Scalar: SIMD3<Float>] = [:]
        for (index, character) in SystemFontDesign.characters.enumerated() where rows.count == 3 && index < rows[0].count {
            advances[character] = SIMD3(rows[0][index], rows[1][index], rows[2][index])
        }
        var kerning: [SystemFontPair: SIMD3<Float>] = [:]
        for line in lines.dropFirst(3) {
            guard let first = Self.scalar(at: line.startIndex, in: line),
                  let second = Self.scalar(at: first.end, in: line) else { continue }
            let values = Self.values(in: line[second.end...])
            guard values.count == 3 else { continue }
            kerning[SystemFontPair(first.scalar, second.scalar)] = SIMD3(values[0], values[1], values[2])
        }
        self.advances = advances
        self.kerning = kerning
    }

    /// The comma-separated whole numbers of a line.
    private static func values(in line: ArraySlice<UInt8>) -> [Float] {
        var values: [Float] = []
        for field in line.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            let negative = field.first == UInt8(ascii: "-")
            let digits = field.dropFirst(negative ? 1 : 0)
            guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { continue }
            let magnitude = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            values.append(Float(negative ? -magnitude : magnitude))
        }
        return values
    }

    /// The character whose UTF-8 encoding starts at `start`, and the index after it.
    private static func scalar(at start: Int, in line: ArraySlice<UInt8>) -> (scalar: Unicode.Scalar, end: Int)? {
        guard start < line.endIndex else { return nil }
        let lead = line[start]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard start + length <= line.endIndex,
              let scalar = String(decoding: line[start..<start + length], as: UTF8.self).unicodeScalars.first else { return nil }
        return (scalar, start + length)
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
