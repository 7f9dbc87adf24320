import AutoLayoutConvenience

extension HeadlessDevice {
    /// The preset's name as a folder name: `iPhone 15 Pro Max` → `iphone-15-pro-max`.
    var slug: String {
        var result = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                result.append(character)
            } else if !result.hasSuffix("-") {
                result.append("-")
            }
        }
        return result.hasSuffix("-") ? String(result.dropLast()) : result
    }

    /// The preset whose name matches `text`, ignoring case, spaces and punctuation
    /// (`"iPhone SE"`, `iphone-se` and `iPhoneSE` all name the same device).
    static func preset(named text: String) -> HeadlessDevice? {
        let key = text.lowercased().filter { $0.isLetter || $0.isNumber }
        return allPresets.first { $0.slug.filter { $0 != "-" } == key }
    }
}
