package table

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/words"
)

// TestSlowClientIsLetGo: a terminal that takes nothing (over the network,
// a client that does not read) is kept only the newest picture however
// many lines others type, and the lines said to it up to MaxWaiting; past
// that, all that waits for it is why, in its own words, and the end of
// its terminal, and it leaves the table: a player's seat is theirs to
// take back. The host's own terminal (not bounded) is never let go.
func TestSlowClientIsLetGo(t *testing.T) {
	tb, _ := newTable(t, session.Config{})
	w, b := sit(t, tb, session.WhiteSeat), sit(t, tb, session.BlackSeat)
	hr := speech.Phrasebook{Lang: speech.HR}
	watcher, err := tb.SitIn(hr, session.SpectatorSeat, session.SpectatorSeat.Roles())
	if err != nil {
		t.Fatal(err)
	}
	tb.Start()
	b.Take() // who came (the spectator) and the start
	watcher.Take()
	blackGone, watcherGone := b.Bound(), watcher.Bound()

	for range 500 { // each answer gives the others a new picture
		w.Do("help")
		w.Take()
	}
	for _, c := range []*Client{b, watcher} {
		c.mu.Lock()
		n, waiting := len(c.queue), c.waiting
		c.mu.Unlock()
		if n > 2 || waiting > 4<<10 {
			t.Errorf("%s: after 500 answers to another, %d events (%d bytes) wait, want the newest picture alone", c.Seat(), n, waiting)
		}
	}

	said := []session.Output{{Kind: session.Say, Event: words.Declare("saved-now").Event(), To: session.Everyone}}
	before := 0
	for i := 0; ; i++ {
		b.mu.Lock()
		before = b.waiting
		b.mu.Unlock()
		tb.Act(func(*session.Session) []session.Output { return said })
		select {
		case <-blackGone:
		default:
			if i > 2*MaxWaiting/256 {
				t.Fatalf("not let go after %d lines (%d bytes waiting)", i, before)
			}
			continue
		}
		break
	}
	if before < MaxWaiting-4<<10 {
		t.Errorf("let go with %d bytes waiting, want about %d", before, MaxWaiting)
	}
	for i := 0; ; i++ { // the spectator hears it in shorter words
		select {
		case <-watcherGone:
		default:
			if i > 2*MaxWaiting/256 {
				t.Fatal("the spectator is not let go")
			}
			tb.Act(func(*session.Session) []session.Output { return said })
			continue
		}
		break
	}
	for _, tt := range []struct {
		c    *Client
		want string
	}{{b, speech.Phrasebook{}.Say(words.Key("too-slow").Event()).Text()}, {watcher, hr.Say(words.Key("too-slow").Event()).Text()}} {
		evs, ok := tt.c.Next()
		if !ok || len(evs) != 1 || len(evs[0].Notices) != 1 || evs[0].Notices[0] != tt.want || !evs[0].Quit || len(evs[0].Lines) != 0 {
			t.Errorf("%s: got %+v, want its why alone (%q) and the end", tt.c.Seat(), evs, tt.want)
		}
		if _, ok := tt.c.Next(); ok {
			t.Errorf("%s: still at the table", tt.c.Seat())
		}
	}
	if got := heard(w); !strings.Contains(got, "Black has left the game.") {
		t.Errorf("White heard %q, want that Black left", got)
	}
	if free := tb.Free(); len(free) != 1 || free[0] != session.BlackSeat {
		t.Errorf("free seats %v, want Black's to take back", free)
	}
	w.Do("moves") // the host's own terminal, not bounded, is still at the table
	if got := heard(w); got == "" {
		t.Error("White is not at the table")
	}
}
