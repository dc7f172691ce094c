package host

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/session"
)

// TestStreamsReplay: a rejoin naming its stream and last mark gets the
// batches after it, each with its mark, once; one older than what is kept
// (256 batches, 1 MB) is told missed; another seat's stream, an unknown
// one or a number never sent starts a new stream.
func TestStreamsReplay(t *testing.T) {
	ss := &streams{}
	st, _ := ss.open(session.BlackSeat, nil, nil)
	for i := 1; i <= keptBatches+10; i++ {
		if got := ss.add(st, "event\tx\n"); got != "event\tx\n"+wire.MarkLine(i) {
			t.Fatalf("batch %d written as %q", i, got)
		}
	}
	last := keptBatches + 10
	for _, c := range []struct {
		name   string
		seat   session.Seat
		mark   wire.Mark
		replay int // batches replayed, -1: missed, -2: a new stream
	}{
		{"all heard", session.BlackSeat, wire.Mark{Stream: st.id, N: last}, 0},
		{"one missed", session.BlackSeat, wire.Mark{Stream: st.id, N: last - 1}, 1},
		{"all kept missed", session.BlackSeat, wire.Mark{Stream: st.id, N: 10}, keptBatches},
		{"more than kept", session.BlackSeat, wire.Mark{Stream: st.id, N: 9}, -1},
		{"never sent", session.BlackSeat, wire.Mark{Stream: st.id, N: last + 1}, -2},
		{"another seat's", session.WhiteSeat, wire.Mark{Stream: st.id, N: last}, -2},
		{"unknown", session.BlackSeat, wire.Mark{Stream: "feed", N: 3}, -2},
		{"first join", session.BlackSeat, wire.Mark{}, -2},
	} {
		got, replay, missed := ss.resume(c.seat, c.mark)
		switch {
		case c.replay == -2 && got != nil, c.replay != -2 && got != st:
			t.Errorf("%s: stream %v", c.name, got)
		case missed != (c.replay == -1):
			t.Errorf("%s: missed %v", c.name, missed)
		case c.replay >= 0 && strings.Count(replay, "mark\t") != c.replay:
			t.Errorf("%s: %d batches replayed, want %d", c.name, strings.Count(replay, "mark\t"), c.replay)
		case c.replay > 0 && !strings.HasSuffix(replay, wire.MarkLine(last)) && !strings.HasPrefix(replay, "event\tx\n"+wire.MarkLine(c.mark.N+1)):
			t.Errorf("%s: replayed %q...", c.name, replay[:40])
		}
	}

	// A scoresheet is a long batch: no more than 1 MB is kept, but the last.
	long := strings.Repeat("a", keptBytes/4)
	for range 4 {
		ss.add(st, long)
	}
	if _, replay, missed := ss.resume(session.BlackSeat, wire.Mark{Stream: st.id, N: st.last - 4}); !missed || replay != "" {
		t.Errorf("4 batches of 1/4 MB and their marks all kept")
	}
	if _, replay, _ := ss.resume(session.BlackSeat, wire.Mark{Stream: st.id, N: st.last - 3}); strings.Count(replay, "mark\t") != 3 {
		t.Errorf("the last 3 batches of 1/4 MB not kept")
	}
	huge := strings.Repeat("a", 2*keptBytes)
	ss.add(st, huge)
	if _, replay, _ := ss.resume(session.BlackSeat, wire.Mark{Stream: st.id, N: st.last - 1}); len(replay) < 2*keptBytes {
		t.Errorf("a batch over 1 MB not kept (the last one always is)")
	}
}

// TestStreamsForgotten: the streams of a seat nobody sends now are kept
// up to keptStreams, the oldest forgotten; one being sent is kept.
func TestStreamsForgotten(t *testing.T) {
	ss := &streams{}
	sending, _ := ss.open(session.SpectatorSeat, nil, func() {})
	var ids []string
	for range keptStreams + 3 {
		st, closed := ss.open(session.SpectatorSeat, nil, func() {})
		closed()
		ids = append(ids, st.id)
	}
	if _, ok := ss.streams[sending.id]; !ok {
		t.Error("a stream being sent was forgotten")
	}
	for i, id := range ids {
		_, kept := ss.streams[id]
		if want := i >= len(ids)-keptStreams; kept != want {
			t.Errorf("stream %d kept %v, want %v", i, kept, want)
		}
	}
}
