package join_test

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/join"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// TestJoinerSeesItsOwnBoard: the joiner's seat carries the picture of its
// own board (Appendix D's: Black's board changes when Black repeats
// White's move on it, --mirror confirm), seen from its side, with the
// last move, the scoresheet and the clock, as a board view here has it.
func TestJoinerSeesItsOwnBoard(t *testing.T) {
	tc, _ := rules.ParseTimeControl("5+0")
	_, white, srv, code := matchOf(t, session.Config{Mirror: rules.MirrorConfirm, TimeControl: tc, Time: since{time.Now()}}, 0)
	seat := join.NewSeat(speech.Phrasebook{})
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go join.Run(ctx, join.Config{Addr: srv.Addr().String(), KnownHosts: filepath.Join(t.TempDir(), "kh"),
		Hello: wire.Hello{Seat: "black"}, Code: func(<-chan struct{}) (string, error) { return code, nil }}, seat.Lines(), seat)
	picture := func(prompt string) session.Picture {
		t.Helper()
		deadline := time.After(10 * time.Second)
		for {
			for _, e := range seat.Take() {
				if strings.Contains(e.Picture.Prompt, prompt) {
					return e.Picture
				}
			}
			select {
			case <-seat.Ready():
			case <-deadline:
				t.Fatalf("no prompt %q came", prompt)
			}
		}
	}
	e2, e4 := rules.ParseSquare("e2"), rules.ParseSquare("e4")
	p := picture("1. White to move")
	if p.Seat != session.BlackSeat || !p.FromBlack || p.Board[e2] != rules.NewPiece(rules.Pawn, rules.White) || p.LastTo != rules.NoSquare || p.Clock == nil {
		t.Errorf("the first picture: %+v", p)
	}
	white.Do("e4")
	p = picture("Black to repeat")
	if p.Board[e4] != rules.NoPiece || p.Board[e2] == rules.NoPiece || p.LastTo != rules.NoSquare {
		t.Errorf("Black's board moved before Black repeated the move: e2 %v, e4 %v, last %v", p.Board[e2], p.Board[e4], p.LastTo)
	}
	seat.Do("e4")
	p = picture("1. Black to move")
	if p.Board[e4] != rules.NewPiece(rules.Pawn, rules.White) || p.Board[e2] != rules.NoPiece || p.LastFrom != e2 || p.LastTo != e4 {
		t.Errorf("Black's board after the repeat: e2 %v, e4 %v, last %v-%v", p.Board[e2], p.Board[e4], p.LastFrom, p.LastTo)
	}
	if !slices.Equal(p.Moves, []string{"e4"}) || p.FirstNumber != 1 || p.FirstColor != rules.White {
		t.Errorf("the scoresheet: %q from %d %v", p.Moves, p.FirstNumber, p.FirstColor)
	}
	if c := p.Clock; c == nil || c.Running != rules.Black || c.White > 5*time.Minute || c.White < 4*time.Minute {
		t.Errorf("the clock: %+v", c)
	}
}

// since is a monotonic time source for the match's clock.
type since struct{ start time.Time }

func (s since) Now() time.Duration { return time.Since(s.start) }

// TestJoinedWithTheFirstPrompt: the seat is joined when the batch of its
// first prompt has come whole (not with the picture before it, nor with a
// prompt the same batch goes past), and that prompt's event carries the
// picture, seen from the seat's side. A seat that completes the table
// hears "Waiting for White" and "New game" in one batch: a view takes
// both at once, and a script's first line is read at the last prompt.
func TestJoinedWithTheFirstPrompt(t *testing.T) {
	seat := join.NewSeat(speech.Phrasebook{})
	seat.Seated("black")
	e4 := rules.ParseSquare("e4")
	joined := func() bool {
		select {
		case <-seat.Joined():
			return true
		default:
			return false
		}
	}
	seat.Picture(wire.Picture{LastFrom: rules.ParseSquare("e2"), LastTo: e4})
	if joined() {
		t.Fatal("the seat was joined before its first prompt")
	}
	seat.Prompt(wire.Prompt{Text: "Waiting for Black"})
	if joined() {
		t.Fatal("the seat was joined before its batch came whole")
	}
	if evs := seat.Take(); len(evs) != 0 {
		t.Fatalf("a view took part of a batch: %+v", evs)
	}
	seat.Said(speech.Phrasebook{}.NewGame(false, speech.Phrasebook{}.Prompt(1, rules.Black)))
	seat.Picture(wire.Picture{LastFrom: rules.ParseSquare("e2"), LastTo: e4})
	seat.Prompt(wire.Prompt{Text: "1. Black to move"})
	seat.Heard()
	if !joined() {
		t.Fatal("the batch of the first prompt did not join the seat")
	}
	evs := seat.Take()
	if len(evs) != 2 || evs[0].Picture.Prompt != "Waiting for Black" || evs[1].Picture.Prompt != "1. Black to move" || len(evs[1].Lines) != 1 {
		t.Fatalf("the batch taken: %+v", evs)
	}
	if p := evs[1].Picture; p.Seat != session.BlackSeat || !p.FromBlack || p.LastTo != e4 {
		t.Errorf("the prompt's picture is not Black's with the last move: %+v", p)
	}
	if evs := seat.Take(); len(evs) != 0 {
		t.Errorf("taken twice: %+v", evs)
	}
}

// TestAnswerTakenAlone: what came after a line's answer (the engine's
// move, in the next batch) is taken after the answer and its prompt, not
// with them, however soon it came: a script's output reads as at home.
func TestAnswerTakenAlone(t *testing.T) {
	seat := join.NewSeat(speech.Phrasebook{})
	seat.Seated("white")
	seat.Prompt(wire.Prompt{Text: "1. Black to move", EngineActs: true})
	seat.Answered()
	seat.Heard()
	seat.Prompt(wire.Prompt{Text: "2. White to move"})
	seat.Heard()
	if evs := seat.Take(); len(evs) != 1 || evs[0].Picture.Prompt != "1. Black to move" {
		t.Fatalf("the answer taken: %+v", evs)
	}
	select {
	case <-seat.Ready():
	default:
		t.Fatal("what came after the answer was not signalled")
	}
	if evs := seat.Take(); len(evs) != 1 || evs[0].Picture.Prompt != "2. White to move" {
		t.Fatalf("after the answer: %+v", evs)
	}
}
