import AutoLayoutConvenience

/// A shop's category screen: a promotional banner section and fixed-height product rows, heights chosen by the delegate.
final class ProductListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    enum Section: Int, CaseIterable {
        case promotion
        case products
    }

    let tableView = UITableView(frame: .zero, style: .grouped)
    let products: [(name: String, price: String)] = (1...40).map { number in
        let names = ["Wireless Earbuds", "USB-C Charging Cable (2 m, braided, fast charging)", "Phone Case", "Screen Protector, Tempered Glass, Pack of 3"]
        return ("\(names[number % names.count]) #\(number)", "$\(number * 3 + 9).99")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Accessories"
        tableView.register(PromoBannerCell.self, forCellReuseIdentifier: PromoBannerCell.reuseIdentifier)
        tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .promotion: 1
        case .products: products.count
        }
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Section(rawValue: section) == .products ? "All Accessories" : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section)! {
        case .promotion:
            let cell = tableView.dequeueReusableCell(withIdentifier: PromoBannerCell.reuseIdentifier, for: indexPath) as! PromoBannerCell
            cell.configure(headline: "Spring sale: 20% off all cases and chargers this week", action: "Shop now →")
            return cell
        case .products:
            let cell = tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: indexPath) as! ProductCell
            let product = products[indexPath.row]
            cell.configure(name: product.name, price: product.price)
            return cell
        }
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == Section.promotion.rawValue ? UITableView.automaticDimension : 84
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == Section.promotion.rawValue ? 120 : 84
    }
}
