package online

import (
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess"
)

// lose and regain the game's stream, as the client tells it: lost, then
// back and its gameFull with the moves (UCI) lichess has.
func (g *game) lose() {
	g.srv.msgs <- lichess.GameMessage{Notice: &lichess.Notice{Kind: lichess.StreamLost, Stream: "game", Wait: time.Second}}
}

func (g *game) regain(moves string) {
	g.srv.msgs <- lichess.GameMessage{Notice: &lichess.Notice{Kind: lichess.StreamBack, Stream: "game"}}
	full := lichess.GameFull{Type: lichess.TypeGameFull, ID: "g1", Variant: lichess.Variant{Key: "standard"}, InitialFEN: "startpos",
		Clock: &lichess.GameClock{Initial: 900000, Increment: 10000}, White: lichess.GamePlayer{ID: "bobby", Name: "Bobby"},
		Black: lichess.GamePlayer{ID: "aaron", Name: "Aaron"}, State: state(moves, lichess.StatusStarted)}
	g.srv.msgs <- lichess.GameMessage{Full: &full}
}

// unreachable: the next n calls do not reach the server.
func (f *fakeServer) unreachable(n int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.offline = n
}

// count is how many lines heard so far hold what.
func (g *game) count(what string) int {
	n := 0
	for _, l := range g.all {
		if strings.Contains(l, what) {
			n++
		}
	}
	return n
}

// TestMoveKeptWhileLost: a move typed while the game's stream is lost is
// said kept, not announced as played; a second is refused while it is on
// its way; when lichess has it, "Sent now: ...".
func TestMoveKeptWhileLost(t *testing.T) {
	g := newGame(t)
	g.lose()
	g.hear("The connection to lichess is lost")
	g.srv.unreachable(20) // lichess cannot be reached for a while
	g.human.Do("e4")
	g.hear("No connection to lichess: your move Bauer Eva vier is kept, and sent when lichess is back.")
	g.human.Do("d4")
	g.hear("Your move Bauer Eva vier is kept already")
	g.regain("")
	g.sent("move e2e4")
	g.hear("Sent now: Bauer Eva vier.")
	if n := g.plies(); n != 1 {
		t.Errorf("%d plies after the move was sent", n)
	}
	if g.count("Bauer Eva vier") != 3 || g.count("Bauer David vier") != 0 || g.count("is kept,") != 1 {
		t.Errorf("heard %q", g.all)
	}
}

// TestMoveSentWhenLichessIsBack: a move sent when lichess cannot be
// reached (the stream has not noticed yet) is not refused: it is kept,
// said so once, and sent again until lichess has it, "Sent now: ...".
func TestMoveSentWhenLichessIsBack(t *testing.T) {
	g := newGame(t)
	g.srv.unreachable(3)
	g.human.Do("e4")
	g.hear("Bauer Eva vier")
	g.hear("No connection to lichess: your move Bauer Eva vier is kept")
	g.sent("move e2e4")
	g.hear("Sent now: Bauer Eva vier.")
	if g.count("refused") != 0 || g.count("is kept") != 1 {
		t.Errorf("heard %q", g.all)
	}
}

// TestRequestNotSent: a request that does not reach lichess is said not
// sent, for want of the network: lichess refused nothing.
func TestRequestNotSent(t *testing.T) {
	g := newGame(t)
	g.srv.unreachable(1)
	g.human.Do("abort")
	g.hear("Not sent: no connection to lichess. Type it again when lichess is back.")
	if g.count("refused") != 0 {
		t.Errorf("heard %q", g.all)
	}
}

// TestOffersSaidOnce: the player's offer is said sent once (lichess's
// answer and its state both say so), the opponent's answer said with
// their name; lichess telling the same again (a reopened stream, the
// opponent gone told twice) says nothing again.
func TestOffersSaidOnce(t *testing.T) {
	g := newGame(t)
	g.human.Do("draw")
	g.sent("draw yes")
	offer := state("", lichess.StatusStarted)
	offer.WDraw = true
	g.send(offer)
	g.hear("Draw offer sent.")
	g.regain("") // the offer is gone in the gameFull: declined meanwhile
	g.hear("Aaron declined your draw offer.")
	claim := 0
	for range 2 {
		g.srv.msgs <- lichess.GameMessage{Gone: &lichess.OpponentGone{Type: lichess.TypeOpponentGone, Gone: true, ClaimWinInSeconds: &claim}}
	}
	g.srv.msgs <- lichess.GameMessage{Gone: &lichess.OpponentGone{Type: lichess.TypeOpponentGone, Gone: false}}
	g.hear("Aaron is back in the game.")
	g.srv.msgs <- lichess.GameMessage{Gone: &lichess.OpponentGone{Type: lichess.TypeOpponentGone, Gone: true}}
	g.hear("Aaron has left the game.")
	g.human.Do("turn")
	g.hear("White")
	for what, want := range map[string]int{"Draw offer sent.": 1, "declined": 1, "type claim to win": 1, "Aaron has left the game.": 1} {
		if n := g.count(what); n != want {
			t.Errorf("%q heard %d times, want %d; heard %q", what, n, want, g.all)
		}
	}
}
