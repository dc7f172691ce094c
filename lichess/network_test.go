package lichess_test

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/lichess/lichesstest"
	"github.com/anna-chess/anna/rules"
)

// follower keeps a game as the core does: every message of the game's
// stream synced into a rules game with SyncMoves, each move added
// "announced" once, each move taken back counted.
type follower struct {
	mu        sync.Mutex
	g         *rules.Game
	announced []string
	back      int
	fulls     int
	status    string
	err       error
	lines     []lichess.Notice // the stream's notices that are lines for the player
}

func (f *follower) handle(m lichess.GameMessage) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var st *lichess.GameState
	switch {
	case m.Notice != nil && !m.Notice.Quiet:
		f.lines = append(f.lines, *m.Notice)
		return
	case m.Full != nil:
		f.fulls++
		if f.g == nil {
			g, err := lichess.NewGame(*m.Full)
			if err != nil {
				f.err = err
				return
			}
			f.g = g
		}
		st = &m.Full.State
	case m.State != nil:
		st = m.State
	default:
		return
	}
	f.status = st.Status
	s, err := lichess.SyncMoves(f.g, st.Moves)
	if err != nil {
		f.err = err
		return
	}
	f.g.TakeBack(s.Back)
	f.back += s.Back
	for _, mv := range s.Add {
		f.g.Play(mv)
		f.announced = append(f.announced, mv.String())
	}
}

func (f *follower) over() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return lichess.Over(f.status)
}

func (f *follower) seen() (announced []string, back, fulls int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.announced...), f.back, f.fulls
}

// waitUntil waits until cond, called with f locked, holds.
func (f *follower) waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	eventually(t, what, func() bool {
		f.mu.Lock()
		defer f.mu.Unlock()
		return cond()
	})
}

// eventually waits until cond holds, looking every few milliseconds, and
// fails the test after 10 seconds: for what the client's side does, which
// the fake's WaitFor does not see.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 10s for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func follow(t *testing.T, c *lichess.Client, id string) (*follower, chan error) {
	f := &follower{}
	done := make(chan error, 1)
	go func() { done <- c.Game(context.Background(), id, f.handle, f.over) }()
	t.Cleanup(func() {
		if f.err != nil {
			t.Errorf("sync: %v", f.err)
		}
	})
	return f, done
}

// TestHeldStreamResync: a game stream cut mid-game stays down while the
// opponent moves twice (once a takeback in between); reopened, its
// gameFull brings the game as it is: every move announced once, none
// lost, the takeback seen as a move taken back.
func TestHeldStreamResync(t *testing.T) {
	srv := lichesstest.New(t)
	c, _ := newClient(t, srv)
	ctx := context.Background()
	id := srv.StartGame(lichesstest.GameSpec{Color: "white", Opponent: aaron, Limit: 15 * time.Minute, Inc: 10 * time.Second})
	f, done := follow(t, c, id)
	srv.WaitGame(id, "the game stream", func(g lichesstest.Game) bool { return g.Streams == 1 })
	if err := c.Move(ctx, id, "e2e4", false); err != nil {
		t.Fatal(err)
	}
	srv.OpponentMove(id, "e7e5")
	f.waitUntil(t, "e7e5 announced", func() bool { return len(f.announced) == 2 })
	srv.HoldGame(id)
	srv.WaitHeld(id, 1)
	if err := c.Move(ctx, id, "g1f3", false); err != nil { // a move sent while the stream is down
		t.Fatal(err)
	}
	srv.OpponentMove(id, "b8c6")
	srv.OpponentProposesTakeback(id) // not answered: it stands
	srv.ReleaseGame(id)
	srv.WaitGame(id, "the stream reopened", func(g lichesstest.Game) bool { return g.Streams == 1 })
	srv.OpponentMove(id, "f1c4")
	srv.OpponentResigns(id)
	if err := <-done; err != nil {
		t.Fatalf("the stream ended with %v", err)
	}
	announced, back, fulls := f.seen()
	if got := strings.Join(announced, " "); got != "e2e4 e7e5 g1f3 b8c6 f1c4" || back != 0 || fulls != 2 {
		t.Errorf("announced %q, %d taken back, %d gameFull; want each move once, none back, 2 gameFull", got, back, fulls)
	}
}

// TestTakebackSynced: a takeback agreed is seen as moves taken back, and
// the moves after it are announced again as new.
func TestTakebackSynced(t *testing.T) {
	srv := lichesstest.New(t)
	c, _ := newClient(t, srv)
	ctx := context.Background()
	id := srv.StartGame(lichesstest.GameSpec{Color: "white", Opponent: aaron, Limit: 15 * time.Minute})
	f, done := follow(t, c, id)
	srv.WaitGame(id, "the game stream", func(g lichesstest.Game) bool { return g.Streams == 1 })
	c.Move(ctx, id, "e2e4", false)
	srv.OpponentMove(id, "e7e5")
	c.Move(ctx, id, "f1a6", false) // a blunder
	f.waitUntil(t, "f1a6 announced", func() bool { return len(f.announced) == 3 })
	if err := c.Takeback(ctx, id, true); err != nil {
		t.Fatal(err)
	}
	srv.OpponentProposesTakeback(id) // accepts
	f.waitUntil(t, "the takeback seen", func() bool { return f.back == 1 })
	c.Move(ctx, id, "g1f3", false)
	srv.OpponentResigns(id)
	<-done
	announced, back, _ := f.seen()
	if got := strings.Join(announced, " "); got != "e2e4 e7e5 f1a6 g1f3" || back != 1 {
		t.Errorf("announced %q, %d taken back", got, back)
	}
}

// TestMovedOnAnotherDevice: the player moved on lichess's own board (the
// fake plays it for the player's colour); anna's move is refused with
// 400 and its reason, and the sync takes anna's move back and adds the
// one the server has.
func TestMovedOnAnotherDevice(t *testing.T) {
	srv := lichesstest.New(t)
	c, _ := newClient(t, srv)
	id := srv.StartGame(lichesstest.GameSpec{Color: "white", Opponent: aaron, Limit: 15 * time.Minute})
	g, _ := rules.NewVariantGame(rules.StandardChess, rules.StartFEN)
	srv.OpponentMove(id, "d2d4") // White's move, from the other device
	mine, _ := lichess.ReadMove(g, "e2e4")
	g.Play(mine) // played at anna's board before the server answers
	var api *lichess.APIError
	if err := c.Move(context.Background(), id, mine.String(), false); !errors.As(err, &api) || api.Status != http.StatusBadRequest || !strings.Contains(api.Message, "Not your turn") {
		t.Fatalf("got %v, want 400 Not your turn", err)
	}
	s, err := lichess.SyncMoves(g, strings.Join(srv.GameNow(id).Moves, " "))
	if err != nil || s.Back != 1 || len(s.Add) != 1 || s.Add[0].String() != "d2d4" {
		t.Errorf("sync %+v, %v; want e2e4 back and d2d4 added", s, err)
	}
}

// TestRevokedMidGame: a token revoked mid-game cuts the streams and
// refuses everything with 401: the game's stream ends with
// ErrUnauthorized, not reopened again and again, and so does a move.
func TestRevokedMidGame(t *testing.T) {
	srv := lichesstest.New(t)
	c, _ := newClient(t, srv)
	id := srv.StartGame(lichesstest.GameSpec{Color: "white", Opponent: aaron, Limit: 15 * time.Minute})
	_, done := follow(t, c, id)
	srv.WaitGame(id, "the game stream", func(g lichesstest.Game) bool { return g.Streams == 1 })
	srv.Revoke()
	select {
	case err := <-done:
		if !errors.Is(err, lichess.ErrUnauthorized) {
			t.Errorf("the stream ended with %v, want ErrUnauthorized", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("the stream did not end after the token was revoked")
	}
	if err := c.Move(context.Background(), id, "e2e4", false); !errors.Is(err, lichess.ErrUnauthorized) {
		t.Errorf("a move: %v, want ErrUnauthorized", err)
	}
}

// TestRateLimitedMove: a move answered 429 is sent again after the wait
// (a minute, as the API asks), once, and played once.
func TestRateLimitedMove(t *testing.T) {
	srv := lichesstest.New(t)
	c, rec := newClient(t, srv)
	id := srv.StartGame(lichesstest.GameSpec{Color: "white", Opponent: aaron, Limit: 15 * time.Minute})
	srv.Fail("/api/board/game/"+id+"/move/", http.StatusTooManyRequests, 1, 0)
	if err := c.Move(context.Background(), id, "e2e4", false); err != nil {
		t.Fatal(err)
	}
	if g := srv.GameNow(id); strings.Join(g.Moves, " ") != "e2e4" {
		t.Errorf("the server has %v", g.Moves)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if len(rec.waits) != 1 || rec.waits[0] != time.Minute || len(rec.notices) != 1 || rec.notices[0].Kind != lichess.RateLimited {
		t.Errorf("waits %v, notices %+v; want one RateLimited minute", rec.waits, rec.notices)
	}
}

// TestOutageOneSchedule: lichess cannot be reached at all for some
// minutes while the event stream, the game's stream and a move held for
// the network wait (they try again together, on one schedule: the link's,
// TestLinkOneScheduleOneLine): the player hears one line that lichess is
// lost, after it at most one a minute, and one that it is back; the move
// is sent once lichess is back, and played once.
func TestOutageOneSchedule(t *testing.T) {
	srv := lichesstest.New(t)
	c, rec := newClient(t, srv)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go c.Events(ctx, func(lichess.Event) {})
	srv.WaitEvents(1)
	id := srv.StartGame(lichesstest.GameSpec{Color: "white", Opponent: aaron, Limit: 15 * time.Minute})
	f, _ := follow(t, c, id)
	f.waitUntil(t, "the game's stream open", func() bool { return f.fulls == 1 })
	start := rec.now()
	srv.Down(true)
	movePath := "/api/board/game/" + id + "/move/e2e4"
	held := make(chan struct{}, 1)
	done := make(chan error, 1)
	go func() {
		done <- c.Hold(ctx, func(ctx context.Context) error { return c.Move(ctx, id, "e2e4", false) },
			func() { held <- struct{}{} })
	}()
	srv.WaitTries(movePath, 7, 30*time.Second)
	rec.mu.Lock()
	rec.gate = make(chan struct{})
	rec.mu.Unlock()
	// The eighth attempt, about two minutes on, fails; lichess is back
	// while all three wait for the ninth.
	eventually(t, "all three waiting", func() bool { rec.mu.Lock(); defer rec.mu.Unlock(); return rec.atGate == 3 })
	srv.Up()
	rec.mu.Lock()
	close(rec.gate)
	rec.gate = nil
	rec.mu.Unlock()
	if err := <-done; err != nil {
		t.Fatalf("the held move: %v", err)
	}
	select {
	case <-held:
	default:
		t.Error("the move was not said to be held")
	}
	f.waitUntil(t, "e2e4 from the reopened stream", func() bool { return len(f.announced) == 1 })
	if g := srv.GameNow(id); strings.Join(g.Moves, " ") != "e2e4" {
		t.Errorf("lichess has %v", g.Moves)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	f.mu.Lock()
	lines := append(slices.Clone(rec.notices), f.lines...) // the link's lines: to Notify, or in the game's stream
	f.mu.Unlock()
	var lost, again, back int
	for _, n := range lines {
		switch {
		case n.Quiet:
			t.Errorf("a quiet notice reached Notify: %+v", n)
		case n.Kind == lichess.StreamLost && n.Again:
			again++
		case n.Kind == lichess.StreamLost:
			lost++
		case n.Kind == lichess.StreamBack:
			back++
		}
	}
	span := rec.clock.Sub(start)
	if lost != 1 || back != 1 || again > int(span/time.Minute) {
		t.Errorf("said lichess lost %d times, still lost %d times in %v, back %d times; want 1, at most one a minute, 1", lost, again, span, back)
	}
	t.Logf("waits: %v", rec.waits)
}
