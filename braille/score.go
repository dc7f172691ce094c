package braille

import (
	"strings"

	"github.com/anna-chess/anna/rules"
)

// Words are the sentences of a scoresheet in the game's language (the
// phrasebook of package speech has them); each returns print text, which
// the Translator writes in braille.
type Words interface {
	// Tag is a header line: "White: Paul Morphy".
	Tag(name, value string) string
	// DrawOffer notes a draw offer made with a move (8.1.5).
	DrawOffer(c rules.Color) string
	// Ending says how the game ended and its result; for an outcome
	// with no reason, the result alone.
	Ending(o rules.Outcome) string
	// Note is a note on the scoresheet (a claim, a correction of D.2.9),
	// in the language when it is one of anna's, else as written.
	Note(text string) string
	// Position heads the diagram of the position the score ends in.
	Position(o rules.Outcome, moveNumber int, turn rules.Color) string
	// Color names a side as the notes do ("White Nf3"), for the sign
	// before a move of that side in a note (1.2).
	Color(c rules.Color) string
	// Start heads the diagram of a start position that is not the usual
	// one: Chess960's by its number n (or -1: a position set up), the move
	// number and the side to move.
	Start(n, moveNumber int, turn rules.Color) string
}

// Score is a game as the braille scoresheet shows it: the text parts in
// print, to be translated, and the moves and the board, in the chess code.
type Score struct {
	Title   string    // the event, centred on the first line
	Tags    []string  // the header lines
	Before  []string  // notes before the first move
	Colors  [2]string // White and Black as the notes name them
	Moves   []ScoreMove
	Closing string // how the game ended, and the result
	Heading string // above the diagram
	Board   []Line // the diagram of the position the score ends in
	// StartHeading and Start are the position the game starts in, when it
	// is not chess's usual one (Chess960, a set position): without it a
	// reader could not play the moves through.
	StartHeading string
	Start        []Line
}

// ScoreMove is a move and the notes written after it.
type ScoreMove struct {
	Ply   rules.Ply
	Notes []string
}

// headerTags are the tags a scoresheet shows under its title, in order.
var headerTags = []string{"White", "Black", "Site", "Date", "Round", "Result"}

// NewScore sets out a record in the words of a language.
func NewScore(r Record, w Words) Score {
	s := Score{Title: r.Tags["Event"], Colors: [2]string{w.Color(rules.White), w.Color(rules.Black)}}
	for _, t := range headerTags {
		v := r.Tags[t]
		if t == "Date" {
			v = strings.TrimSuffix(strings.TrimSuffix(v, ".??"), ".??") // 1858.??.?? is 1858
		}
		if known(v) {
			s.Tags = append(s.Tags, w.Tag(t, v))
		}
	}
	for _, n := range r.Before {
		s.Before = append(s.Before, w.Note(n))
	}
	for i, p := range r.Game.Plies() {
		m := ScoreMove{Ply: p}
		if i < len(r.After) {
			if r.After[i].DrawOffer {
				m.Notes = append(m.Notes, w.DrawOffer(p.Color))
			}
			for _, n := range r.After[i].Notes {
				m.Notes = append(m.Notes, w.Note(n))
			}
		}
		s.Moves = append(s.Moves, m)
	}
	if r.Outcome.Over() {
		s.Closing = w.Ending(r.Outcome)
	}
	if g := r.Game; g.Variant() == rules.Chess960 || g.StartFEN() != rules.StartFEN {
		if start, err := rules.NewVariantGame(g.Variant(), g.StartFEN()); err == nil {
			s.StartHeading = w.Start(g.StartNumber(), start.MoveNumber(), start.Turn())
			s.Start = Diagram(start.Board())
		}
	}
	s.Heading = w.Position(r.Outcome, r.Game.MoveNumber(), r.Game.Turn())
	s.Board = Diagram(r.Game.Board())
	return s
}

// known tells a tag's value from the PGN's marks of an unknown one.
func known(v string) bool {
	switch v {
	case "", "?", "-", "????.??.??", "*":
		return false
	}
	return true
}
