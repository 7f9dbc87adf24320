/// Mutates strings character by character and creates purely random ones.
struct Mutator {
    /// Grammar characters, letters, digits, spaces and a few characters outside ASCII.
    static let alphabet: [Character] = Array("HVX:|-[]()@,.=<>!*/+ \t_aAbvz0123456789\n%é👍\u{301}")

    var random: SplitMix64

    /// One to four random edits: delete, insert, replace, swap, duplicate a slice, truncate.
    mutating func mutate(_ text: String) -> String {
        var characters = Array(text)
        for _ in 0..<random.int(1...4) {
            let count = characters.count
            switch random.int(0...5) {
            case 0 where count > 0: characters.remove(at: random.int(0...count - 1))
            case 1: characters.insert(random.pick(Self.alphabet), at: random.int(0...count))
            case 2 where count > 0: characters[random.int(0...count - 1)] = random.pick(Self.alphabet)
            case 3 where count > 1:
                let index = random.int(0...count - 2)
                characters.swapAt(index, index + 1)
            case 4 where count > 0:
                let start = random.int(0...count - 1)
                let end = random.int(start...count)
                characters.insert(contentsOf: characters[start..<end], at: random.int(0...count))
            case 5 where count > 0: characters.removeLast(random.int(1...count))
            default: characters.append(random.pick(Self.alphabet))
            }
        }
        return String(characters)
    }

    /// A string of 0…40 random characters from the alphabet.
    mutating func noise() -> String {
        String((0..<random.int(0...40)).map { _ in random.pick(Self.alphabet) })
    }
}
