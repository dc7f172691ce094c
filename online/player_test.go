package online

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/table/tabletest"
)

// fakeServer is the Board API as the player sees it: the test sends the
// game's messages, and every call is recorded.
type fakeServer struct {
	msgs    chan lichess.GameMessage
	called  chan string
	mu      sync.Mutex
	moveErr error // the next move is refused with it
	offline int   // the next calls do not reach the server (ErrNoNetwork)
}

func newFakeServer() *fakeServer {
	return &fakeServer{msgs: make(chan lichess.GameMessage, 16), called: make(chan string, 16)}
}

func (f *fakeServer) Game(ctx context.Context, _ string, handle func(lichess.GameMessage), _ func() bool) error {
	for {
		select {
		case m := <-f.msgs:
			handle(m)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

func (f *fakeServer) call(what string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.offline > 0 {
		f.offline--
		return fmt.Errorf("%w: the connection failed", lichess.ErrNoNetwork)
	}
	f.called <- what
	return nil
}

// Hold tries again every few milliseconds, as the client does on its
// schedule.
func (f *fakeServer) Hold(ctx context.Context, do func(context.Context) error, held func()) error {
	for waited := false; ; waited = true {
		err := do(ctx)
		if !errors.Is(err, lichess.ErrNoNetwork) {
			return err
		}
		if !waited {
			held()
		}
		select {
		case <-time.After(10 * time.Millisecond):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

func yesNo(yes bool) string {
	if yes {
		return "yes"
	}
	return "no"
}

func (f *fakeServer) Move(_ context.Context, _, uci string, _ bool) error {
	f.mu.Lock()
	err := f.moveErr
	f.moveErr = nil
	f.mu.Unlock()
	if err := f.call("move " + uci); err != nil {
		return err
	}
	return err
}
func (f *fakeServer) Draw(_ context.Context, _ string, yes bool) error {
	return f.call("draw " + yesNo(yes))
}
func (f *fakeServer) Takeback(_ context.Context, _ string, yes bool) error {
	return f.call("takeback " + yesNo(yes))
}
func (f *fakeServer) Resign(context.Context, string) error       { return f.call("resign") }
func (f *fakeServer) Abort(context.Context, string) error        { return f.call("abort") }
func (f *fakeServer) ClaimVictory(context.Context, string) error { return f.call("claim-victory") }
func (f *fakeServer) ClaimDraw(context.Context, string) error    { return f.call("claim-draw") }
func (f *fakeServer) Chat(_ context.Context, _, room, text string) error {
	return f.call("chat " + room + " " + text)
}

// state is a state of the game, its clocks at 15 minutes.
func state(moves, status string) lichess.GameState {
	return lichess.GameState{Type: lichess.TypeGameState, Moves: moves, WTime: 900000, BTime: 900000, WInc: 10000, BInc: 10000, Status: status}
}

type since struct{ start time.Time }

func (s since) Now() time.Duration { return time.Since(s.start) }

// game is a lichess game at a table: the player White at the keyboard,
// the fake server's Black at the opponent's seat.
type game struct {
	t     *testing.T
	srv   *fakeServer
	tb    *table.Table
	human *table.Client
	heard []string
	all   []string
}

func newGame(t *testing.T) *game { return newGameFrom(t, "") }

// newGameFrom starts the game from a position (FEN; "" for the usual).
func newGameFrom(t *testing.T, fen string) *game { return newGameAt(t, fen, "", 0) }

// newGameAt opens the game with the moves (UCI) played on the server, of
// which the player heard the first heard plies here before.
func newGameAt(t *testing.T, fen, moves string, heard int) *game {
	t.Helper()
	srv := newFakeServer()
	variant, initial := lichess.Variant{Key: "standard"}, "startpos"
	if fen != "" {
		variant, initial = lichess.Variant{Key: "fromPosition"}, fen
	}
	full := lichess.GameFull{Type: lichess.TypeGameFull, ID: "g1", Variant: variant, InitialFEN: initial,
		Clock: &lichess.GameClock{Initial: 900000, Increment: 10000}, White: lichess.GamePlayer{ID: "bobby", Name: "Bobby"},
		Black: lichess.GamePlayer{ID: "aaron", Name: "Aaron"}, State: state(moves, lichess.StatusStarted)}
	srv.msgs <- lichess.GameMessage{Full: &full}
	stream, err := Open(context.Background(), srv, "g1", nil)
	if err != nil {
		t.Fatal(err)
	}
	tc := rules.TimeControl{Periods: []rules.Period{{Time: 15 * time.Minute, Increment: 10 * time.Second}}}
	sess, err := session.New(session.Config{FEN: fen, TimeControl: tc, Time: since{time.Now()},
		Online: &session.Online{Player: rules.White, Opponent: "Aaron", Chat: true, Heard: heard}})
	if err != nil {
		t.Fatal(err)
	}
	g := &game{t: t, srv: srv, tb: table.New(sess, &tabletest.Store{})}
	p, err := Attach(g.tb, Config{Plays: rules.Black, Me: "Bobby"}, srv, stream)
	if err != nil {
		t.Fatal(err)
	}
	if g.human, err = g.tb.Sit(session.WhiteSeat); err != nil {
		t.Fatal(err)
	}
	g.tb.Start()
	t.Cleanup(func() {
		g.tb.Close()
		p.Close()
	})
	return g
}

func (g *game) send(st lichess.GameState) { g.srv.msgs <- lichess.GameMessage{State: &st} }

// hear waits until the player has heard a line holding want.
func (g *game) hear(want string) {
	g.t.Helper()
	// A bound for a test that fails: a move can take seconds under the
	// race detector on a loaded machine (6.9's and 5.2.2's searches).
	deadline := time.After(30 * time.Second)
	for {
		for len(g.heard) > 0 {
			line := g.heard[0]
			g.heard = g.heard[1:]
			if strings.Contains(line, want) {
				return
			}
		}
		for _, ev := range g.human.Take() {
			for _, p := range ev.Lines {
				g.heard = append(g.heard, p.Text())
				g.all = append(g.all, p.Text())
			}
		}
		if len(g.heard) > 0 {
			continue
		}
		select {
		case <-g.human.Ready():
		case <-deadline:
			g.t.Fatalf("never heard %q; heard %q", want, g.all)
		}
	}
}

// sent waits for the server to be called so.
func (g *game) sent(want string) {
	g.t.Helper()
	select {
	case got := <-g.srv.called:
		if got != want {
			g.t.Errorf("the server was sent %q, want %q", got, want)
		}
	case <-time.After(30 * time.Second):
		g.t.Fatalf("the server was never sent %q", want)
	}
}

func (g *game) plies() int {
	n := 0
	g.tb.Act(func(s *session.Session) []session.Output { n = len(s.Game().Plies()); return nil })
	return n
}

// TestMovesBothWays: the player's move is sent in UCI, the server's
// confirmation says nothing more, the opponent's move is said once, a
// reopened stream (gameFull again) says nothing again, and the server's
// end ends the game.
func TestMovesBothWays(t *testing.T) {
	g := newGame(t)
	g.human.Do("e4")
	g.hear("Bauer Eva vier")
	g.sent("move e2e4")
	g.send(state("e2e4", lichess.StatusStarted))
	g.send(state("e2e4 e7e5", lichess.StatusStarted))
	g.hear("Bauer Eva fuenf")
	again := lichess.GameFull{Type: lichess.TypeGameFull, ID: "g1", Variant: lichess.Variant{Key: "standard"}, InitialFEN: "startpos",
		State: state("e2e4 e7e5", lichess.StatusStarted)}
	g.srv.msgs <- lichess.GameMessage{Full: &again}
	g.human.Do("Springer Felix drei")
	g.sent("move g1f3")
	end := state("e2e4 e7e5 g1f3", lichess.StatusResign)
	end.Winner = "white"
	g.send(end)
	g.hear("Black resigns. White wins, 1 – 0.")
	n := 0
	for _, l := range g.all {
		if l == "Bauer Eva fuenf" {
			n++
		}
	}
	if n != 1 || g.plies() != 3 {
		t.Errorf("the opponent's move said %d times, %d plies; heard %q", n, g.plies(), g.all)
	}
}

// TestRefusedMove: a move the server refuses is said with its reason and
// taken back here.
func TestRefusedMove(t *testing.T) {
	g := newGame(t)
	g.srv.moveErr = &lichess.APIError{Status: 400, Message: "Not your turn, or game already over"}
	g.human.Do("e4")
	g.sent("move e2e4")
	g.hear("lichess refused your move Bauer Eva vier, and it is taken back: Not your turn, or game already over")
	if n := g.plies(); n != 0 {
		t.Errorf("%d plies after the refusal", n)
	}
	g.human.Do("d4")
	g.sent("move d2d4")
}

// TestRequests: what the player asks of lichess is sent, in order, and
// said when the server's state has it (a chat line when the server took it).
func TestRequests(t *testing.T) {
	g := newGame(t)
	g.human.Do("draw")
	g.sent("draw yes")
	g.hear("Draw offer sent.") // lichess took it: said once, whether its answer or its state says so first
	offer := state("", lichess.StatusStarted)
	offer.WDraw = true
	g.send(offer)
	g.human.Do("say good luck")
	g.sent("chat player good luck")
	g.hear("Sent to the chat.") // the echo is not read back: the player hears that it went
	g.human.Do("takeback")
	g.hear("There is no move to take back.")
	g.human.Do("abort")
	g.sent("abort")
	g.human.Do("resign")
	g.hear("Do you really resign?")
	g.human.Do("yes")
	g.sent("resign")
	g.srv.msgs <- lichess.GameMessage{Chat: &lichess.ChatLine{Type: lichess.TypeChatLine, Room: "player", Username: "Bobby", Text: "good luck"}}
	g.srv.msgs <- lichess.GameMessage{Chat: &lichess.ChatLine{Type: lichess.TypeChatLine, Room: "player", Username: "Aaron", Text: "you too"}}
	g.hear("Aaron says: you too")
	for _, l := range g.all {
		if strings.Contains(l, "Bobby says") {
			t.Errorf("the player's own chat line was read back: %q", l)
		}
	}
}

// TestNoFlagByTheLocalClock: the clock is the server's: White's time runs
// out here and nothing falls until lichess says so; then the flag fall is
// said with the result.
func TestNoFlagByTheLocalClock(t *testing.T) {
	g := newGame(t)
	g.human.Do("e4")
	g.sent("move e2e4")
	low := state("e2e4 e7e5", lichess.StatusStarted)
	low.WTime = 300 // White has 0.3 s, and it runs
	g.send(low)
	g.hear("Bauer Eva fuenf")
	time.Sleep(800 * time.Millisecond)
	over := false
	g.tb.Act(func(s *session.Session) []session.Output { over = s.Game().Outcome().Over(); return nil })
	if over {
		t.Fatalf("the game ended by the local clock; heard %q", g.all)
	}
	g.human.Do("clock")
	g.hear("White 0 seconds")
	end := state("e2e4 e7e5", lichess.StatusOutOfTime)
	end.WTime, end.Winner = 0, "black"
	g.send(end)
	g.hear("White: flag fallen, time is up. Black wins, 0 – 1.")
}

// TestServerEndsTheGame: a position anna finds dead, and lichess does not
// end, is played on: the game ends when lichess says (here, later, drawn).
func TestServerEndsTheGame(t *testing.T) {
	g := newGameFrom(t, "4k3/8/8/8/4p3/3B4/8/3K4 w - - 0 1")
	g.human.Do("Bxe4") // king and bishop against king: dead, as anna sees it
	g.sent("move d3e4")
	g.send(state("d3e4 e8e7", lichess.StatusStarted))
	g.hear("Koenig Eva sieben")
	g.human.Do("Ke2")
	g.sent("move d1e2")
	end := state("d3e4 e8e7 d1e2", lichess.StatusDraw)
	g.send(end)
	g.hear("Dead position, Article 5.2.2") // lichess's insufficient material, said when lichess ends it
	for _, l := range g.all[:len(g.all)-1] {
		if strings.Contains(strings.ToLower(l), "dead position") {
			t.Errorf("anna ended the game itself: %q", l)
		}
	}
	if n := g.plies(); n != 3 {
		t.Errorf("%d plies, want 3; heard %q", n, g.all)
	}
}
