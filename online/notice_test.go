package online

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess"
)

// TestStreamBackBeforeTheMovesResynced: the game's stream lost and back
// are said in their place among its messages: "Connected to lichess
// again." before the moves the reopened stream brings (played meanwhile),
// never after them.
func TestStreamBackBeforeTheMovesResynced(t *testing.T) {
	g := newGame(t)
	g.srv.msgs <- lichess.GameMessage{Notice: &lichess.Notice{Kind: lichess.StreamLost, Stream: "game", Wait: time.Second}}
	g.srv.msgs <- lichess.GameMessage{Notice: &lichess.Notice{Kind: lichess.StreamBack, Stream: "game"}}
	full := lichess.GameFull{Type: lichess.TypeGameFull, ID: "g1", Variant: lichess.Variant{Key: "standard"}, InitialFEN: "startpos",
		Clock: &lichess.GameClock{Initial: 900000, Increment: 10000}, White: lichess.GamePlayer{ID: "bobby", Name: "Bobby"},
		Black: lichess.GamePlayer{ID: "aaron", Name: "Aaron"}, State: state("e2e4 e7e5", lichess.StatusStarted)}
	g.srv.msgs <- lichess.GameMessage{Full: &full}
	g.hear("Bauer Eva fuenf")
	at := func(what string) int {
		return slices.IndexFunc(g.all, func(l string) bool { return strings.Contains(l, what) })
	}
	lost, back, move := at("The connection to lichess is lost"), at("Connected to lichess again."), at("Bauer Eva fuenf")
	if lost < 0 || back < 0 || !(lost < back && back < move) {
		t.Errorf("heard %q: want the connection lost, back, then the move", g.all)
	}
}

// TestFirstMoveDeadline: when lichess gives the player a time to make
// their first move (the state's expiration), anna says it, and the seconds
// as they pass (every 10); the player's move ends the countdown.
func TestFirstMoveDeadline(t *testing.T) {
	t.Run("said, and the seconds", func(t *testing.T) {
		g := newGame(t)
		st := state("", lichess.StatusStarted)
		st.Expiration = &lichess.Expiration{IdleMillis: 1000, MillisToMove: 12000}
		g.send(st)
		g.hear("You have 11 seconds to make your first move, or lichess aborts the game.")
		g.hear("You have 10 seconds to make your first move")
	})
	t.Run("ended by the move", func(t *testing.T) {
		g := newGame(t)
		st := state("", lichess.StatusStarted)
		st.Expiration = &lichess.Expiration{IdleMillis: 0, MillisToMove: 12000}
		g.send(st)
		g.hear("You have 12 seconds to make your first move")
		g.human.Do("e4")
		g.sent("move e2e4")
		after := state("e2e4", lichess.StatusStarted)
		after.Expiration = &lichess.Expiration{IdleMillis: 0, MillisToMove: 12000} // Black's first move: not the player's
		g.send(after)
		time.Sleep(2500 * time.Millisecond) // past the moment 10 seconds would be said
		g.human.Do("turn")
		g.hear("Black") // what came before the answer is heard by now
		for _, l := range g.all {
			if strings.Contains(l, "10 seconds") {
				t.Errorf("the countdown went on after the first move: %q", l)
			}
		}
	})
}
