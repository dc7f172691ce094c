package session

import (
	"encoding/json"
	"time"

	"github.com/anna-chess/anna/rules"
)

// Documents are what a save writes: the official scoresheet, each seat's
// own scoresheet, and the state of the whole match (both boards and
// scoresheets, the clocks, the corrections), from which it can be resumed.
type Documents struct {
	PGN   string
	Seats [2]string // White's and Black's scoresheets
	State []byte    // JSON, see State
}

// Documents returns what is to be saved now.
func (s *Session) Documents() Documents {
	state, _ := json.MarshalIndent(s.State(), "", " ")
	return Documents{PGN: s.PGN(), Seats: [2]string{s.SeatPGN(rules.White), s.SeatPGN(rules.Black)}, State: state}
}

// State is the match written down: enough to set it up again after a
// crash (the moves of each seat in UCI, what stands differently on a board,
// the clock readings after every move and as they stand now).
type State struct {
	Format  int    `json:"format"`
	SavedAt string `json:"saved_at"`
	FEN     string `json:"fen"`
	Variant string `json:"variant,omitempty"` // "Chess960"; empty for standard chess
	Laws    string `json:"laws,omitempty"`    // "2023" or "2017"; empty is 2023
	// GuidelinesIII is "on" or "off": whether Guidelines III apply; empty
	// is as III.2.2 allows for the time control.
	GuidelinesIII string `json:"guidelines_iii,omitempty"`
	// QuickplayClaim is a claim under III.5 the arbiter has still to decide.
	QuickplayClaim *QuickplayClaimState `json:"quickplay_claim,omitempty"`
	// Requests are the players' requests the arbiter has still to decide.
	Requests []RequestState `json:"requests,omitempty"`
	// Touched is what the arbiter recorded as touched by the player on
	// move (4.3), binding the move.
	Touched *TouchedState `json:"touched,omitempty"`
	// ArbiterCode is there when the keyboard's arbiter powers are behind
	// the arbiter's code (a game for rating at one keyboard): the code's
	// hash, never the code.
	ArbiterCode *ArbiterCodeState `json:"arbiter_code,omitempty"`
	// IllegalMoves counts the completed illegal moves the arbiter
	// declared, White's and Black's (7.5.5: the first gives time, the
	// second loses).
	IllegalMoves *[2]int `json:"illegal_moves,omitempty"`
	// OpenedAt is the number of moves on the sealer's scoresheet once the
	// envelope of a resumed adjournment was opened: a player with no move
	// after it may still be declared absent (I.10).
	OpenedAt    int            `json:"opened_at,omitempty"`
	Mirror      string         `json:"mirror"`
	Press       string         `json:"press"`
	TimeControl string         `json:"time_control,omitempty"`
	Header      rules.Header   `json:"header"`
	Seats       [2]SeatState   `json:"seats"`
	Clock       *ClockState    `json:"clock,omitempty"`
	Pending     *PendingState  `json:"pending,omitempty"`
	Outcome     string         `json:"outcome"`
	Events      []string       `json:"events,omitempty"`
	DrawOfferBy string         `json:"draw_offer_by,omitempty"`
	DelayMode   string         `json:"delay_mode,omitempty"`
	Blind       [2]bool        `json:"blind"`
	Assistant   bool           `json:"assistant,omitempty"`
	Adjourned   bool           `json:"adjourned,omitempty"`
	Envelope    *EnvelopeState `json:"envelope,omitempty"`
	Engine      *EngineConfig  `json:"engine,omitempty"`
	// Hosted is what the host of a hosted match keeps with it, to serve it
	// again as it was (its command line, the seats' join codes and keys):
	// secrets, which is why the state is its user's alone (0600).
	Hosted json.RawMessage `json:"hosted,omitempty"`
}

// SeatState is one seat's scoresheet and board.
type SeatState struct {
	Seat  string       `json:"seat"`
	Moves []MoveRecord `json:"moves"`
	// Board is the seat's board as FEN piece placement when the player has
	// reported something other than the scoresheet's position.
	Board string `json:"board,omitempty"`
}

// MoveRecord is one move of a scoresheet with the clocks after it.
type MoveRecord struct {
	UCI      string   `json:"uci"`
	SAN      string   `json:"san"`
	WhiteMS  *int64   `json:"white_ms,omitempty"`
	BlackMS  *int64   `json:"black_ms,omitempty"`
	Offered  bool     `json:"draw_offered,omitempty"`
	Comments []string `json:"comments,omitempty"`
}

// ClockState is the clocks as they stand at the save.
type ClockState struct {
	WhiteMS int64  `json:"white_ms"`
	BlackMS int64  `json:"black_ms"`
	Moves   [2]int `json:"moves"`
	Running string `json:"running,omitempty"`
	Paused  bool   `json:"paused,omitempty"`
}

// PendingState is a move that waits for its clock press or its repeat.
type PendingState struct {
	Mover          string `json:"mover"`
	UCI            string `json:"uci"`
	WaitsForPress  bool   `json:"waits_for_press,omitempty"`
	WaitsForRepeat bool   `json:"waits_for_repeat,omitempty"`
}

// State returns the match written down.
func (s *Session) State() State {
	st := State{
		Format:  1,
		SavedAt: time.Now().UTC().Format(time.RFC3339),
		FEN:     s.match.Sheet(rules.White).StartFEN(),
		Variant: variantName(s.match.Variant()),
		Laws:    s.match.Laws().String(),
		Mirror:  [...]string{"auto", "confirm"}[s.match.Mirror()],
		Press:   [...]string{"auto", "manual"}[s.match.PressMode()],
		Header:  s.header,
		Outcome: s.match.Outcome().String(),
		Events:  s.events,
		Blind:   s.blind, Assistant: s.helper, Adjourned: s.adjourned,
		Hosted: s.hosted,
	}
	if s.envelope != nil {
		st.Envelope = s.envelope.state()
	}
	if s.clock != nil {
		st.GuidelinesIII = map[bool]string{true: "on", false: "off"}[s.guidelines]
	}
	st.QuickplayClaim = s.claimWaiting().state()
	if !s.match.Outcome().Over() {
		st.Requests = requestStates(s.requests)
	}
	st.Touched = s.touched.state()
	st.ArbiterCode = s.code.state()
	if s.illegal != [2]int{} {
		st.IllegalMoves = &s.illegal
	}
	st.OpenedAt = s.openedAt
	if cfg, ok := s.Engine(); ok && !s.engine.analysisOnly {
		st.Engine = &cfg
	}
	if by := s.match.DrawOfferBy(); by != rules.NoColor {
		st.DrawOfferBy = rules.ColorName(by)
	}
	for i, c := range []rules.Color{rules.White, rules.Black} {
		seat := SeatState{Seat: rules.ColorName(c), Moves: []MoveRecord{}}
		for _, p := range s.match.Sheet(c).Plies() {
			r := MoveRecord{UCI: p.Move.String(), SAN: p.SAN, Offered: p.DrawOffered, Comments: p.Comments}
			if p.Clocked {
				w, b := p.Clock.White.Milliseconds(), p.Clock.Black.Milliseconds()
				r.WhiteMS, r.BlackMS = &w, &b
			}
			seat.Moves = append(seat.Moves, r)
		}
		if cmp := s.match.Compare(); len(cmp.Off[i]) > 0 {
			seat.Board = placement(s.match.Board(c))
		}
		st.Seats[i] = seat
	}
	if s.clock != nil {
		st.TimeControl = s.clock.TimeControl().PGN()
		st.DelayMode = s.clock.TimeControl().DelayMode.String()
		r := s.clock.Read()
		st.Clock = &ClockState{WhiteMS: r.White.Milliseconds(), BlackMS: r.Black.Milliseconds(), Moves: r.Moves, Paused: s.clock.Paused()}
		if c := s.clock.ToMove(); c != rules.NoColor {
			st.Clock.Running = rules.ColorName(c)
		}
	}
	if p, waitPress, waitRepeat := s.match.Pending(); waitPress || waitRepeat {
		st.Pending = &PendingState{Mover: rules.ColorName(p.Color), UCI: p.Move.String(), WaitsForPress: waitPress, WaitsForRepeat: waitRepeat}
	}
	return st
}

// placement writes a board as the first field of a FEN.
func placement(b [64]rules.Piece) string {
	var out []byte
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			p := b[rules.SquareAt(rules.File(f), rules.Rank(r))]
			if p == rules.NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				out = append(out, byte('0'+empty))
				empty = 0
			}
			letter := "?kqrbnp"[p.Type()]
			if p.Color() == rules.White {
				letter -= 'a' - 'A'
			}
			out = append(out, letter)
		}
		if empty > 0 {
			out = append(out, byte('0'+empty))
		}
		if r > 0 {
			out = append(out, '/')
		}
	}
	return string(out)
}

// variantName is the variant as the state writes it: "" for standard chess.
func variantName(v rules.Variant) string {
	if v == rules.StandardChess {
		return ""
	}
	return v.String()
}

// variantNamed reads a variant written by variantName.
func variantNamed(name string) (rules.Variant, bool) {
	switch name {
	case "":
		return rules.StandardChess, true
	case rules.Chess960.String():
		return rules.Chess960, true
	}
	return rules.StandardChess, false
}

// withLawsTag gives the header the Laws tag of the text the game is
// played by ([Laws "FIDE 2023"]), in place of one it had.
func withLawsTag(h rules.Header, l rules.Laws) rules.Header {
	extra := make([][2]string, 0, len(h.Extra)+1)
	for _, kv := range h.Extra {
		if kv[0] != "Laws" {
			extra = append(extra, kv)
		}
	}
	h.Extra = append(extra, [2]string{"Laws", l.Tag()})
	return h
}
