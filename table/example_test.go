package table_test

import (
	"fmt"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/table/tabletest"
)

// A table seats the terminals of one game: a line typed at a seat is
// carried out, the game saved first, and each seat hears what happened
// in its own words (Black here in German). White hears Black come.
func Example() {
	s, _ := session.New(session.Config{})
	tb := table.New(s, &tabletest.Store{})
	white, _ := tb.Sit(session.WhiteSeat)
	black, _ := tb.Sit(session.BlackSeat)
	black.Do("lang de")
	tb.Start()
	white.Do("e4")
	for _, c := range []*table.Client{white, black} {
		for _, e := range c.Take() {
			for _, p := range e.Lines {
				fmt.Println(p.Text())
			}
		}
	}
	// Output:
	// Black has joined the table.
	// New game. 1. White to move
	// Bauer Eva vier
	// Sprache: de.
	// Neue Partie. 1. Weiß am Zug
	// Bauer Eva vier
}
