package lichess_test

import (
	"context"
	"errors"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/lichess"
	"github.com/anna-chess/anna/lichess/lichesstest"
)

// recorder keeps what the client told and how long it was asked to wait;
// its waits take no time: they move its clock (the client's Now) to the
// moment each wait would end.
type recorder struct {
	mu      sync.Mutex
	notices []lichess.Notice
	waits   []time.Duration
	clock   time.Time
	gate    chan struct{} // when set, a wait ends only when it is closed
	atGate  int           // the waits at the gate
}

func (r *recorder) now() time.Time {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.clock
}

func (r *recorder) notify(n lichess.Notice) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.notices = append(r.notices, n)
}

func (r *recorder) sleep(ctx context.Context, d time.Duration) error {
	r.mu.Lock()
	r.waits = append(r.waits, d)
	wake := r.clock.Add(d)
	gate := r.gate
	if gate != nil {
		r.atGate++
	}
	r.mu.Unlock()
	if gate != nil {
		select {
		case <-gate:
		case <-ctx.Done():
		}
	}
	defer func() {
		r.mu.Lock()
		if wake.After(r.clock) {
			r.clock = wake
		}
		r.mu.Unlock()
	}()
	select {
	case <-time.After(10 * time.Millisecond):
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (r *recorder) kinds() []lichess.NoticeKind {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []lichess.NoticeKind
	for _, n := range r.notices {
		out = append(out, n.Kind)
	}
	return out
}

func newClient(t *testing.T, srv *lichesstest.Server) (*lichess.Client, *recorder) {
	t.Helper()
	rec := &recorder{clock: time.Now()}
	c, err := lichess.New(lichess.Config{URL: srv.URL, Token: srv.Token, Notify: rec.notify, Sleep: rec.sleep, Now: rec.now})
	if err != nil {
		t.Fatal(err)
	}
	return c, rec
}

func TestAccount(t *testing.T) {
	srv := lichesstest.New(t)
	c, _ := newClient(t, srv)
	a, err := c.Account(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if a.Username != srv.Me.Name || a.Perfs["rapid"].Rating != srv.Me.Rating {
		t.Errorf("got %+v, want %s rated %d", a, srv.Me.Name, srv.Me.Rating)
	}
}

func TestRefusedToken(t *testing.T) {
	srv := lichesstest.New(t)
	c, err := lichess.New(lichess.Config{URL: srv.URL, Token: "lip_wrong"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Account(context.Background()); !errors.Is(err, lichess.ErrUnauthorized) {
		t.Errorf("got %v, want ErrUnauthorized", err)
	}
	err = c.Events(context.Background(), func(lichess.Event) {})
	if !errors.Is(err, lichess.ErrUnauthorized) {
		t.Errorf("the event stream: got %v, want ErrUnauthorized (and no retrying)", err)
	}
}

func TestNoNetwork(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close() // nobody listens there now
	c, err := lichess.New(lichess.Config{URL: "http://" + addr, Token: "lip_x"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Account(context.Background()); !errors.Is(err, lichess.ErrNoNetwork) {
		t.Errorf("got %v, want ErrNoNetwork", err)
	}
}

func TestBadURL(t *testing.T) {
	for _, u := range []string{"lichess.org", "ftp://lichess.org", "http://"} {
		if _, err := lichess.New(lichess.Config{URL: u}); err == nil {
			t.Errorf("%q: got no error", u)
		}
	}
}

// TestRateLimit: a 429 waits a full minute (the API's advice) when the
// server names no time, and says so; then the request goes through.
func TestRateLimit(t *testing.T) {
	srv := lichesstest.New(t)
	c, rec := newClient(t, srv)
	srv.Fail("/api/account", http.StatusTooManyRequests, 1, 0)
	if _, err := c.Account(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(rec.notices) != 1 || rec.notices[0].Kind != lichess.RateLimited || rec.notices[0].Wait != time.Minute {
		t.Errorf("notices %+v, want one RateLimited of a minute", rec.notices)
	}
	if !slices.Equal(rec.waits, []time.Duration{time.Minute}) {
		t.Errorf("waited %v, want a minute", rec.waits)
	}
	srv.Fail("/api/account", http.StatusTooManyRequests, 1, 90)
	if _, err := c.Account(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := rec.waits[len(rec.waits)-1]; got != 90*time.Second {
		t.Errorf("with Retry-After 90 waited %v", got)
	}
}

// TestEvents: every kind of message on the event stream reaches the
// handler, keep-alive lines are passed over, and the games and challenges
// running come again when the stream is reopened after a drop.
func TestEvents(t *testing.T) {
	srv := lichesstest.New(t)
	srv.KeepAlive = 5 * time.Millisecond
	c, rec := newClient(t, srv)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	got := make(chan lichess.Event, 32)
	done := make(chan error, 1)
	go func() { done <- c.Events(ctx, func(e lichess.Event) { got <- e }) }()
	srv.WaitEvents(1)
	next := func(want string) lichess.Event {
		t.Helper()
		select {
		case e := <-got:
			if e.Type != want {
				t.Fatalf("got %s, want %s", e.Type, want)
			}
			return e
		case <-time.After(10 * time.Second):
			t.Fatalf("no %s", want)
		}
		return lichess.Event{}
	}
	ch := srv.ChallengePlayer(lichesstest.Player{ID: "aaron", Name: "Aaron", Rating: 1776}, 15*time.Minute, 10*time.Second, true)
	e := next(lichess.ChallengeIn)
	if e.Challenge.ID != ch || e.Challenge.Challenger.Name != "Aaron" || e.Challenge.TimeControl.Show != "15+10" || !e.Challenge.Rated {
		t.Errorf("challenge %+v", e.Challenge)
	}
	srv.CancelChallenge(ch)
	next(lichess.ChallengeCanceled)
	id := srv.StartGame(lichesstest.GameSpec{Color: "black", Opponent: lichesstest.Player{ID: "aaron", Name: "Aaron", Rating: 1776},
		Limit: 15 * time.Minute, Inc: 10 * time.Second, Rated: true})
	e = next(lichess.GameStart)
	if e.Game.GameID != id || e.Game.Color != "black" || e.Game.Opponent.Username != "Aaron" {
		t.Errorf("gameStart %+v", e.Game)
	}
	srv.DropEvents()
	e = next(lichess.GameStart) // sent again when the stream opens again
	if e.Game.GameID != id {
		t.Errorf("after the drop, gameStart of %s, want %s", e.Game.GameID, id)
	}
	if k := rec.kinds(); !slices.Contains(k, lichess.StreamLost) || !slices.Contains(k, lichess.StreamBack) {
		t.Errorf("notices %v, want StreamLost and StreamBack", k)
	}
	srv.OpponentResigns(id)
	e = next(lichess.GameFinish)
	if e.Game.Status.Name != lichess.StatusResign || e.Game.Winner != "black" {
		t.Errorf("gameFinish %+v", e.Game)
	}
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("Events ended with %v", err)
	}
}

// TestGameStream: a game's stream from gameFull to its end; a stream
// dropped mid-game (the server closing it, or the connection cut) is
// reopened and begins again with gameFull.
func TestGameStream(t *testing.T) {
	for _, cut := range []bool{false, true} {
		t.Run(map[bool]string{false: "closed", true: "cut"}[cut], func(t *testing.T) {
			srv := lichesstest.New(t)
			c, rec := newClient(t, srv)
			id := srv.StartGame(lichesstest.GameSpec{Color: "white", Opponent: lichesstest.Player{ID: "aaron", Name: "Aaron", Rating: 1776},
				Limit: 15 * time.Minute, Inc: 10 * time.Second})
			var mu sync.Mutex
			var fulls int
			var last lichess.GameState
			var order []string // gameFull and the stream's notices, as handed on
			over := func() bool { mu.Lock(); defer mu.Unlock(); return lichess.Over(last.Status) }
			done := make(chan error, 1)
			go func() {
				done <- c.Game(context.Background(), id, func(m lichess.GameMessage) {
					mu.Lock()
					defer mu.Unlock()
					switch {
					case m.Full != nil:
						fulls++
						last = m.Full.State
						order = append(order, "gameFull")
					case m.State != nil:
						last = *m.State
					case m.Notice != nil:
						order = append(order, map[lichess.NoticeKind]string{lichess.StreamLost: "lost", lichess.StreamBack: "back"}[m.Notice.Kind])
					}
				}, over)
			}()
			srv.WaitGame(id, "the game stream", func(g lichesstest.Game) bool { return g.Streams == 1 })
			if err := c.Move(context.Background(), id, "e2e4", false); err != nil {
				t.Fatal(err)
			}
			srv.OpponentMove(id, "e7e5")
			// A cut drops what is on its way: cut after the first gameFull
			// has arrived, or the first stream may have brought nothing.
			eventually(t, "the first gameFull", func() bool { mu.Lock(); defer mu.Unlock(); return fulls == 1 })
			srv.DropGame(id, cut)
			srv.WaitGame(id, "the stream reopened", func(g lichesstest.Game) bool { return g.Streams == 1 })
			if err := c.Move(context.Background(), id, "g1f3", false); err != nil {
				t.Fatal(err)
			}
			srv.OpponentResigns(id)
			if err := <-done; err != nil {
				t.Fatalf("the stream ended with %v", err)
			}
			mu.Lock()
			defer mu.Unlock()
			if fulls != 2 || last.Moves != "e2e4 e7e5 g1f3" || last.Status != lichess.StatusResign || last.Winner != "white" {
				t.Errorf("%d gameFull, last state %+v", fulls, last)
			}
			if want := []string{"gameFull", "lost", "back", "gameFull"}; !slices.Equal(order, want) {
				t.Errorf("handed on %v, want %v: the stream's notices in their place among its messages", order, want)
			}
			if k := rec.kinds(); slices.Contains(k, lichess.StreamLost) || slices.Contains(k, lichess.StreamBack) {
				t.Errorf("notices %v: the game stream's went to Notify too", k)
			}
		})
	}
}

// TestRefusedMove: a move the server refuses is an *APIError with its
// reason.
func TestRefusedMove(t *testing.T) {
	srv := lichesstest.New(t)
	c, _ := newClient(t, srv)
	id := srv.StartGame(lichesstest.GameSpec{Color: "white", Opponent: lichesstest.Player{ID: "aaron", Name: "Aaron"}, Limit: time.Minute})
	var api *lichess.APIError
	err := c.Move(context.Background(), id, "e2e5", false)
	if !errors.As(err, &api) || api.Status != 400 || !strings.Contains(api.Message, "cannot move") {
		t.Errorf("got %v, want a refusal that says why", err)
	}
	if err := c.Move(context.Background(), "nosuchgame", "e2e4", false); !errors.Is(err, lichess.ErrNotFound) {
		t.Errorf("no such game: got %v", err)
	}
}
