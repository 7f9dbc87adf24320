import ArgumentParser

/// The demo and command-line tool (placeholder until the gallery lands).
struct ALC: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "alc", abstract: "AutoLayoutConvenience demo and tools")
    func run() throws { print("alc: not yet") }
}
ALC.main()
