package rules_test

import (
	"fmt"

	"github.com/anna-chess/anna/rules"
)

// A game as the arbiter keeps it: each move played is a ply with its SAN;
// a move the Laws refuse is refused with its reason and changes nothing;
// the game ends by checkmate (5.1.1).
func Example() {
	g := rules.NewGame()
	for _, uci := range []string{"e2e4", "e7e5", "e1e3", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"} {
		mv, _ := rules.ParseUCI(uci)
		p, err := g.Play(mv)
		if err != nil {
			fmt.Println(uci, "refused:", err)
			continue
		}
		fmt.Println(p.Number, p.SAN)
	}
	fmt.Println(g.Outcome())
	// Output:
	// 1 e4
	// 1 e5
	// e1e3 refused: rules: e1e3 is not a legal move here
	// 2 Qh5
	// 2 Nc6
	// 3 Bc4
	// 3 Nf6
	// 4 Qxf7#
	// 1-0 by checkmate
}
