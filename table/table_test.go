package table

import (
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table/tabletest"
)

func newTable(t *testing.T, cfg session.Config) (*Table, *tabletest.Store) {
	t.Helper()
	sess, err := session.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	st := &tabletest.Store{}
	return New(sess, st), st
}

func sit(t *testing.T, tb *Table, seat session.Seat) *Client {
	t.Helper()
	c, err := tb.Sit(seat)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// heard collects the lines waiting for a client.
func heard(c *Client) string {
	var lines []string
	for _, e := range c.Take() {
		for _, p := range e.Lines {
			lines = append(lines, p.Text())
		}
		lines = append(lines, e.Notices...)
	}
	return strings.Join(lines, "\n")
}

func TestSeatsAreTakenOnce(t *testing.T) {
	tb, _ := newTable(t, session.Config{})
	sit(t, tb, session.WhiteSeat)
	if _, err := tb.Sit(session.WhiteSeat); err != ErrTaken {
		t.Errorf("second White: got %v, want ErrTaken", err)
	}
	sit(t, tb, session.SpectatorSeat)
	sit(t, tb, session.SpectatorSeat) // spectators may be many
	if got := tb.Free(); len(got) != 1 || got[0] != session.BlackSeat {
		t.Errorf("free seats: %v, want only Black's (no assistant in this match)", got)
	}
	if _, err := tb.Sit(session.AssistantSeat); err != ErrNoSeat {
		t.Errorf("the assistant's seat of a match without one: got %v, want ErrNoSeat", err)
	}
	withHelper, _ := newTable(t, session.Config{Assistant: true})
	sit(t, withHelper, session.AssistantSeat)
	if got := withHelper.Free(); len(got) != 2 || got[0] != session.WhiteSeat || got[1] != session.BlackSeat {
		t.Errorf("free seats with the assistant seated: %v", got)
	}
}

// TestEachSeatHearsItsOwn: a move is announced to everybody; an answer to
// a question only to the seat that asked; a seat cannot type for another.
func TestEachSeatHearsItsOwn(t *testing.T) {
	tb, st := newTable(t, session.Config{})
	w, b, s := sit(t, tb, session.WhiteSeat), sit(t, tb, session.BlackSeat), sit(t, tb, session.SpectatorSeat)
	tb.Start()
	for _, c := range []*Client{w, b, s} {
		if got := heard(c); !strings.Contains(got, "New game.") {
			t.Errorf("%s did not hear the start: %q", c.Seat(), got)
		}
	}
	w.Do("e4")
	for _, c := range []*Client{w, b, s} {
		if got := heard(c); got != "Bauer Eva vier" {
			t.Errorf("%s heard %q", c.Seat(), got)
		}
	}
	if st.Count() == 0 || !strings.Contains(st.Last().PGN, "1. e4") {
		t.Error("the move was not saved")
	}
	b.Do("where Springer")
	if got := heard(b); !strings.HasPrefix(got, "White: Springer") {
		t.Errorf("Black's answer: %q", got)
	}
	if got := heard(w) + heard(s); got != "" {
		t.Errorf("others heard Black's answer: %q", got)
	}
	w.Do("black: resign")
	if got := heard(w); !strings.Contains(got, "your own seat") {
		t.Errorf("White typing for Black: %q", got)
	}
	s.Do("e5")
	if got := heard(s); !strings.Contains(got, "Spectators may ask") {
		t.Errorf("a spectator's move: %q", got)
	}
	s.Do("clock")
	if got := heard(s); !strings.Contains(got, "no clock") {
		t.Errorf("a spectator's question: %q", got)
	}
	b.Do("e4")
	if got := heard(b); !strings.Contains(got, "No Bauer can reach Eva vier") {
		t.Errorf("Black's illegal move: %q", got)
	}
}

// TestPlayerLeavesAndComesBack: the others hear it, the game goes on, and
// the returning player hears what happened meanwhile.
func TestPlayerLeavesAndComesBack(t *testing.T) {
	tb, _ := newTable(t, session.Config{})
	w, b := sit(t, tb, session.WhiteSeat), sit(t, tb, session.BlackSeat)
	tb.Start()
	w.Do("e4")
	heard(w)
	heard(b)
	b.Leave()
	if got := heard(w); got != "Black has left the game." {
		t.Errorf("White heard %q", got)
	}
	if _, ok := b.Next(); ok {
		t.Error("the gone client still gets events")
	}
	w.Do("resign") // a question to White alone: Black misses nothing of it
	w.Do("no")
	w.Do("draw") // an announcement: Black misses it
	heard(w)
	b2 := sit(t, tb, session.BlackSeat)
	if got := heard(b2); got != "While you were away:\nWhite offers a draw." {
		t.Errorf("returning Black heard %q", got)
	}
	if got := heard(w); got != "Black is back." {
		t.Errorf("White heard %q", got)
	}
	b2.Do("e5")
	if got := heard(w); got != "Bauer Eva fuenf\nDraw offer declined." {
		t.Errorf("after the return: %q", got)
	}
}

// TestClockRunsAtTheTable: the table's timer announces a flag fall to all
// seats without anybody typing.
func TestClockRunsAtTheTable(t *testing.T) {
	tc, _ := rules.ParseTimeControl("1s")
	tb, _ := newTable(t, session.Config{TimeControl: tc, Time: monotonic{time.Now()}, Announce: session.AnnounceOff})
	w, b := sit(t, tb, session.WhiteSeat), sit(t, tb, session.BlackSeat)
	tb.Start()
	deadline := time.After(10 * time.Second) // a bound for a test that fails
	for {
		select {
		case <-b.Ready():
			if got := heard(b); strings.Contains(got, "White: flag fallen") {
				if p := w.Take(); len(p) == 0 {
					t.Error("White was not told")
				}
				return
			}
		case <-deadline:
			t.Fatal("no flag fall")
		}
	}
}

type monotonic struct{ start time.Time }

func (m monotonic) Now() time.Duration { return time.Since(m.start) }

// TestPicture: each seat sees its own board; Black from its side.
func TestPicture(t *testing.T) {
	tb, _ := newTable(t, session.Config{Mirror: rules.MirrorConfirm})
	w, b := sit(t, tb, session.WhiteSeat), sit(t, tb, session.BlackSeat)
	tb.Start()
	w.Do("e4")
	var pw, pb session.Picture
	for _, e := range w.Take() {
		pw = e.Picture
	}
	for _, e := range b.Take() {
		pb = e.Picture
	}
	e4 := rules.ParseSquare("e4")
	if pw.Board[e4] == rules.NoPiece || pw.LastTo != e4 {
		t.Errorf("White's picture lacks e4: last %v", pw.LastTo)
	}
	if pb.Board[e4] != rules.NoPiece || !pb.FromBlack {
		t.Errorf("Black's board moved before the repeat, or is not from Black's side")
	}
	if !strings.Contains(pb.Prompt, "Black to repeat") {
		t.Errorf("Black's prompt: %q", pb.Prompt)
	}
}

// stepTime is a time source the test moves by hand.
type stepTime struct{ now time.Duration }

func (s *stepTime) Now() time.Duration { return s.now }

// TestGameWaitsForBothPlayers: a hosted game starts when White and Black
// are both at the table; until then no clock runs, moves are refused with
// the reason, and questions are answered. A player who leaves before the
// start is waited for again.
func TestGameWaitsForBothPlayers(t *testing.T) {
	tc, _ := rules.ParseTimeControl("5+3")
	clock := &stepTime{}
	tb, st := newTable(t, session.Config{TimeControl: tc, Time: clock, Announce: session.AnnounceOff})
	w := sit(t, tb, session.WhiteSeat)
	spectator := sit(t, tb, session.SpectatorSeat)
	tb.Start()
	select {
	case <-tb.Begun():
		t.Fatal("the game began with Black's seat empty")
	default:
	}
	if got := heard(w); got != "1 spectator is watching.\nWaiting for Black: the game and the clock start when both players are at the table." {
		t.Errorf("White heard %q", got)
	}
	clock.now += 2 * time.Minute // Black takes two minutes to connect
	w.Do("e4")
	if got := heard(w); got != "The game has not started yet; waiting for Black." {
		t.Errorf("a move before the start: %q", got)
	}
	w.Do("clock")
	if got := heard(w); got != "White 5 minutes, Black 5 minutes, 0 moves" {
		t.Errorf("the clock while waiting: %q", got)
	}
	if n := st.Count(); n != 0 {
		t.Errorf("%d saves before the game began", n)
	}
	heard(spectator)

	b := sit(t, tb, session.BlackSeat)
	select {
	case <-tb.Begun():
	default:
		t.Fatal("the game did not begin with both players seated")
	}
	for _, c := range []*Client{w, b, spectator} {
		if got := heard(c); !strings.Contains(got, "New game. 1. White to move") {
			t.Errorf("%s heard %q at the start", c.Seat(), got)
		}
	}
	clock.now += 10 * time.Second
	w.Do("e4")
	w.Do("clock")
	if got := heard(w); !strings.Contains(got, "White 4 minutes 53 seconds, Black 5 minutes, 1 move") {
		t.Errorf("the clock after White's first move: %q", got)
	}
}

// TestLeavingBeforeTheStart: the table waits again for a player who left
// before the game began.
func TestLeavingBeforeTheStart(t *testing.T) {
	tb, _ := newTable(t, session.Config{})
	w := sit(t, tb, session.WhiteSeat)
	spectator := sit(t, tb, session.SpectatorSeat)
	tb.Start()
	w.Leave()
	if got := heard(spectator); !strings.Contains(got, "Waiting for White and Black:") || strings.Contains(got, "has left") {
		t.Errorf("the spectator heard %q (who comes and goes is for those at the board)", got)
	}
	b := sit(t, tb, session.BlackSeat)
	if got := heard(b); !strings.Contains(got, "Waiting for White:") {
		t.Errorf("Black heard %q", got)
	}
	w = sit(t, tb, session.WhiteSeat)
	if got := heard(w); !strings.Contains(got, "New game. 1. White to move") {
		t.Errorf("returning White heard %q", got)
	}
	w.Do("e4")
	if got := heard(b); !strings.Contains(got, "Bauer Eva vier") {
		t.Errorf("Black heard %q", got)
	}
}
