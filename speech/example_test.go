package speech_test

import (
	"fmt"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// A line typed is read into a move (Appendix D's words, or algebraic
// notation), and what happened, an event, is said in each seat's book:
// its language, names, notation and verbosity. The phrase holds the
// printed line and the clips that speak it.
func Example() {
	q, err := speech.ParseMove("Springer f3")
	if err != nil {
		fmt.Println(err)
		return
	}
	g := rules.NewGame()
	mv, _ := g.Resolve(q)
	ply, _ := g.Play(mv)
	fmt.Println(ply.SAN)
	move := words.Key("move").With(words.Ply(ply))
	toMove := words.Key("is-to-move").With(words.Colour(g.Turn()))
	for _, b := range []speech.Phrasebook{
		{Lang: speech.EN},
		{Lang: speech.HR, Style: speech.NATO},
		{Lang: speech.DE, Verbosity: speech.Brief},
	} {
		fmt.Println(b.Say(move).Text(), b.Say(toMove).Text())
	}
	// Output:
	// Nf3
	// Springer Felix drei Black is to move.
	// knight foxtrot 3 Crni je na potezu.
	// Springer Felix drei Schwarz ist am Zug.
}
