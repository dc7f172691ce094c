package session

import (
	"strings"
	"testing"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/words"
)

// toldToAct are the events that tell their hearer to act as a player: to
// accept or decline a draw, press the clock, repeat a move, seal one,
// restart the engine or type its moves.
var toldToAct = map[string]bool{
	"offer-stands": true, "press-or-correct": true, "repeat-it": true, "seal-please": true,
	"engine-off-now": true, "engine-stopped": true, "engine-start-failed": true, "engine-down-to-move": true,
}

// eventNames are the keys of an event and of the events within it.
func eventNames(e Event) []string {
	out := []string{string(e.Key)}
	for _, p := range e.Parts {
		out = append(out, eventNames(p)...)
	}
	for _, a := range e.Args {
		if a.Kind() == words.EventKind {
			out = append(out, eventNames(a.Event())...)
		}
	}
	return out
}

// heardBy are the events a terminal at seat (with the seat's roles) hears
// of outputs.
func heardBy(outs []Output, seat Seat) []string {
	var names []string
	for _, o := range outs {
		if o, ok := o.At(seat, seat.Roles()); ok && o.Kind == Say {
			names = append(names, eventNames(o.Event)...)
		}
	}
	return names
}

// TestSpectatorIsNeverToldToAct: what a spectator, the arbiter and the
// player who is not addressed hear of a draw offer, a move waiting for its
// clock press or its repeat, a sealing and the engine's failures tells
// them what happened, never to act as the player (issue 33: a Slovenian
// spectator was told to decline a draw "with a move"); the player who is
// to act, and a terminal acting for everybody, hear what to do.
func TestSpectatorIsNeverToldToAct(t *testing.T) {
	engine := &EngineConfig{Command: "stockfish", Plays: "black", Level: 3}
	for _, tt := range []struct {
		name   string
		cfg    Config
		lines  []string // typed at White's seat, Black's after "black: "
		act    func(*Session) []Output
		actor  Seat
		others []Seat // seats that hear the aside
		want   string // the event the actor hears
		aside  string // and the others
	}{
		{name: "draw offer", lines: []string{"draw", "e4"}, actor: BlackSeat, others: []Seat{SpectatorSeat, ArbiterSeat, WhiteSeat},
			want: "offer-stands", aside: "offers"},
		{name: "draw offer, the assistant answers for the blind player", cfg: Config{Assistant: true, Blind: [2]bool{false, true}},
			lines: []string{"draw", "e4"}, actor: AssistantSeat, others: []Seat{SpectatorSeat, WhiteSeat}, want: "offer-stands", aside: "offers"},
		{name: "clock press", cfg: Config{Press: rules.PressManual}, lines: []string{"e4"}, actor: WhiteSeat,
			others: []Seat{SpectatorSeat, ArbiterSeat, BlackSeat}, want: "press-or-correct", aside: "press-waits"},
		{name: "repeat", cfg: Config{Mirror: rules.MirrorConfirm}, lines: []string{"e4"}, actor: BlackSeat,
			others: []Seat{SpectatorSeat, ArbiterSeat, WhiteSeat}, want: "repeat-it", aside: "repeat-waits"},
		{name: "sealing", lines: []string{"e4", "black: e5", "arbiter: adjourn"}, actor: WhiteSeat,
			others: []Seat{SpectatorSeat, ArbiterSeat, BlackSeat}, want: "seal-please", aside: "seal-waits"},
		{name: "engine stopped", cfg: Config{Engine: engine}, act: func(s *Session) []Output { return s.EngineDown(true) },
			actor: WhiteSeat, others: []Seat{SpectatorSeat}, want: "engine-stopped", aside: "engine-down-watching"},
		{name: "engine would not start", cfg: Config{Engine: engine}, act: func(s *Session) []Output { return s.EngineStartFailed() },
			actor: ArbiterSeat, others: []Seat{SpectatorSeat}, want: "engine-start-failed", aside: "engine-down-watching"},
		{name: "engine off", cfg: Config{Engine: engine}, lines: []string{"engine off"},
			actor: BlackSeat, others: []Seat{SpectatorSeat}, want: "engine-off-now", aside: "engine-off-watching"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, err := New(tt.cfg)
			if err != nil {
				t.Fatal(err)
			}
			s.Start()
			var outs []Output
			for _, line := range tt.lines {
				seat, rest := WhiteSeat, line
				if who, after, ok := strings.Cut(line, ": "); ok {
					seat, _ = ParseSeat(who)
					rest = after
				}
				outs = s.HandleAs(seat, rest)
			}
			if tt.act != nil {
				outs = tt.act(s)
			}
			for _, seat := range append([]Seat{tt.actor, NoSeat}, tt.others...) {
				heard := heardBy(outs, seat)
				want := tt.aside
				if seat == tt.actor || seat == NoSeat {
					want = tt.want
				}
				found := false
				for _, name := range heard {
					found = found || name == want
					if toldToAct[name] && want != name {
						t.Errorf("%s hears %s: %v", seat, name, heard)
					}
				}
				if !found {
					t.Errorf("%s hears %v, want %s among them", seat, heard, want)
				}
			}
		})
	}
}

// TestTurnNamesTheOfferToWhomItIsMade: "turn" tells the player a draw is
// offered to how to answer it; a spectator asking hears only that it is
// offered.
func TestTurnNamesTheOfferToWhomItIsMade(t *testing.T) {
	s, _ := New(Config{})
	s.Start()
	s.HandleAs(WhiteSeat, "draw")
	s.HandleAs(WhiteSeat, "e4")
	for seat, want := range map[Seat]string{
		BlackSeat:     "White offers a draw: type accept, or make a move to decline.",
		SpectatorSeat: "White offers a draw.",
		WhiteSeat:     "White offers a draw.",
	} {
		if got := s.Transcript(s.HandleAs(seat, "turn")); !strings.Contains(got, want+"\n") || seat != BlackSeat && strings.Contains(got, "decline") {
			t.Errorf("%s typed turn: %q, want %q", seat, got, want)
		}
	}
}
