import ArgumentParser

/// The demo and command-line tool.
@main
struct ALC: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "alc",
        abstract: "AutoLayoutConvenience demo and tools.",
        subcommands: [DemoCommand.self, AuditCommand.self, DevicesCommand.self, SolveCommand.self],
        defaultSubcommand: DemoCommand.self)
}
