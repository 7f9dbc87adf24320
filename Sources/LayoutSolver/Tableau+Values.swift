// Reading the solution: a basic symbol's value is its row's constant plus the values of the
// basic symbols its row links to (see `Links`); a non-basic symbol is zero.

extension Tableau {
    /// The current value of the variable with id `id`; 0 for a variable the tableau has not seen.
    mutating func value(ofExternal id: Int) -> Double {
        guard let symbol = externalSymbols[id] else { return 0 }
        // `+ 0` turns a computed -0.0 into 0.
        return value(of: symbol) + 0
    }

    /// The current value of any symbol. Values are remembered until their row, or a row they
    /// link to, changes; reading every variable after a change costs what the change reached.
    mutating func value(of symbol: Int) -> Double {
        guard basicRow[symbol] >= 0 else { return 0 }
        let epoch = links.epoch
        if links.remembered[symbol].stamp == epoch { return links.remembered[symbol].value }
        // Depth first without recursion: a chain of thousands of views links thousands deep.
        links.stack.append(symbol)
        while let top = links.stack.last {
            if links.remembered[top].stamp == epoch {
                links.stack.removeLast()
                continue
            }
            let row = rows[basicRow[top]]
            var sum = row.constant
            var waiting = false
            for (entry, coefficient) in zip(row.symbolBuffer, row.coefficientBuffer) where basicRow[entry] >= 0 {
                if links.remembered[entry].stamp == epoch {
                    sum += coefficient * links.remembered[entry].value
                } else {
                    links.stack.append(entry)
                    waiting = true
                }
            }
            if !waiting {
                links.remembered[top] = RememberedValue(stamp: epoch, value: sum)
                links.stack.removeLast()
            }
        }
        return links.remembered[symbol].value
    }

    /// Forgets the remembered value of `symbol` and of every symbol whose row links to it,
    /// directly or through other links, and notes them as changed. A remembered value's links
    /// are remembered too, so the walk stops at symbols already forgotten.
    mutating func forgetValue(of symbol: Int) {
        links.remembered[symbol].stamp = 0
        links.noteChange(symbol)
        links.stack.append(symbol)
        while let forgotten = links.stack.popLast() {
            for entry in columns[forgotten] {
                let basic = rows[ColumnEntry.slot(entry)].basic
                if basic >= 0 && links.remembered[basic].stamp == links.epoch {
                    links.remembered[basic].stamp = 0
                    links.noteChange(basic)
                    links.stack.append(basic)
                }
            }
        }
    }

    /// Gives `symbol`, which just became basic, the next rank, so that rows made later may
    /// link to it.
    mutating func rankBasic(_ symbol: Int) {
        guard kinds[symbol] == .external else { return }
        if journal.isActive { journal.savedRanks.append((symbol, links.ranks[symbol])) }
        links.nextRank += 1
        links.ranks[symbol] = links.nextRank
    }
}
