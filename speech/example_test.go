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

// A book's notation is chosen once, by its style: it names squares and
// moves in that notation, and reads a move typed in any of them.
func ExampleNotation() {
	g := rules.NewGame()
	for _, typed := range []string{"Springer f3", "e7 e5", "Nxe5"} {
		n := speech.Phrasebook{Lang: speech.EN}.Notation()
		mv, err := n.Decode(g, typed)
		if err != nil {
			fmt.Println(typed+":", err)
			return
		}
		g.Play(mv)
	}
	last, _ := g.LastPly()
	for _, style := range []speech.Style{speech.AppendixD, speech.Long, speech.EnglishStyle, speech.NATO, speech.SAN} {
		n := speech.Phrasebook{Lang: speech.EN, Style: style}.Notation()
		fmt.Printf("%s: %s; %s, %s\n", style, n.Move(last).Text(), n.Square(rules.SquareAt(4, 3)).Text(),
			n.Piece(rules.Queen).Text())
	}
	german := speech.Phrasebook{Lang: speech.DE}
	if _, err := german.Notation().Decode(g, "Ke3"); err != nil {
		fmt.Println(german.Say(speech.Refused(err, g)).Text())
	}
	// Output:
	// appendix-d: Springer schlägt Eva fuenf; Eva vier, Dame
	// long: Springer Felix drei schlägt Eva fuenf; Eva vier, Dame
	// english: knight takes e5; e4, queen
	// nato: knight takes echo 5; echo 4, queen
	// san: Nxe5; e4, queen
	// Koenig: kein Zug nach Eva drei möglich.
}
