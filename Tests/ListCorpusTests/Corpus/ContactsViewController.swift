import AutoLayoutConvenience

/// The Contacts app's list: a table pinned to the safe area, with lettered sections from a data source object and 64-point rows.
final class ContactsViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let dataSource = ContactsDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        view.backgroundColor = .systemBackground

        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.rowHeight = 64
        tableView.sectionHeaderHeight = 28
        tableView.dataSource = dataSource
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)

        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: safeArea.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
        ])
    }
}

/// Contacts grouped by the first letter of the name.
@MainActor
final class ContactsDataSource: NSObject, UITableViewDataSource {
    struct Contact {
        let name: String
        let phone: String
    }

    let letters: [String]
    let contactsByLetter: [String: [Contact]]

    override init() {
        let firstNames = ["Ada", "Alan", "Barbara", "Charles", "Claude", "Dennis", "Donald", "Edsger", "Frances", "Grace",
                          "Hedy", "John", "Ken", "Linus", "Margaret", "Niklaus", "Radia", "Tim", "Vint", "Whitfield"]
        let lastNames = ["Lovelace", "Turing", "Liskov", "Babbage", "Shannon", "Ritchie", "Knuth", "Dijkstra", "Allen", "Hopper"]
        var grouped: [String: [Contact]] = [:]
        for (index, first) in firstNames.enumerated() {
            for variant in 0..<3 {
                let last = lastNames[(index + variant * 3) % lastNames.count]
                let twoDigits = index < 10 ? "0\(index)" : "\(index)"
                let phone = "+1 555 01\(twoDigits) \(variant)\(variant)\(variant)\(variant)"
                grouped[String(first.prefix(1)), default: []].append(Contact(name: "\(first) \(last)", phone: phone))
            }
        }
        contactsByLetter = grouped
        letters = grouped.keys.sorted()
        super.init()
    }

    func contact(at indexPath: IndexPath) -> Contact {
        contactsByLetter[letters[indexPath.section]]![indexPath.row]
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        letters.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        letters[section]
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contactsByLetter[letters[section]]?.count ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as! ContactCell
        let contact = contact(at: indexPath)
        cell.configure(name: contact.name, phone: contact.phone)
        return cell
    }
}
