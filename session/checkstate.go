package session

import (
	"fmt"
	"strings"
	"time"

	"github.com/anna-chess/anna/rules"
)

// A state file is read from disk, where anything may stand in it: a
// value no game of chess can have (a clock of 2^63 ms, a negative move
// count) is refused with the field named, before anything is set up from
// it, rather than flagging at once or overflowing.

// FieldError names a field of a saved state that no match can have.
type FieldError struct {
	Field string // as the state file names it: clock.white_ms, seats[0].moves[3].uci
	Value string
	Why   string
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("session: %s is %s: %s", e.Field, e.Value, e.Why)
}

// Limits of a saved match: far beyond any real game, far below overflow.
const (
	maxClockMS   = int64(1000 * time.Hour / time.Millisecond) // 1000 hours on a clock
	maxMoveCount = 10000                                      // moves in one game
	maxPlies     = 2 * maxMoveCount
)

// checkState refuses a state no match can have, naming the first field
// that is wrong.
func checkState(st State) error {
	bad := func(field string, value any, why string) error {
		return &FieldError{Field: field, Value: fmt.Sprint(value), Why: why}
	}
	oneOf := func(field, value string, allowed ...string) error {
		for _, a := range allowed {
			if strings.EqualFold(value, a) {
				return nil
			}
		}
		return bad(field, fmt.Sprintf("%q", value), "not one of "+strings.Join(allowed, ", "))
	}
	clockMS := func(field string, ms *int64) error {
		if ms != nil && (*ms < 0 || *ms > maxClockMS) {
			return bad(field, *ms, "a clock holds 0 to 1000 hours")
		}
		return nil
	}
	moves := func(field string, n [2]int) error {
		for i, m := range n {
			if m < 0 || m > maxMoveCount {
				return bad(fmt.Sprintf("%s[%d]", field, i), m, fmt.Sprintf("a move count is 0 to %d", maxMoveCount))
			}
		}
		return nil
	}
	var errs []error
	errs = append(errs,
		oneOf("mirror", st.Mirror, "auto", "confirm"),
		oneOf("press", st.Press, "auto", "manual"),
		oneOf("draw_offer_by", st.DrawOfferBy, "", "white", "black"))
	for i, seat := range st.Seats {
		errs = append(errs, oneOf(fmt.Sprintf("seats[%d].seat", i), seat.Seat, []string{"white", "black"}[i]))
		if len(seat.Moves) > maxPlies {
			errs = append(errs, bad(fmt.Sprintf("seats[%d].moves", i), len(seat.Moves), fmt.Sprintf("a game has at most %d half-moves", maxPlies)))
		}
		for j, m := range seat.Moves {
			f := fmt.Sprintf("seats[%d].moves[%d]", i, j)
			errs = append(errs, clockMS(f+".white_ms", m.WhiteMS), clockMS(f+".black_ms", m.BlackMS))
		}
	}
	if c := st.Clock; c != nil {
		errs = append(errs, clockMS("clock.white_ms", &c.WhiteMS), clockMS("clock.black_ms", &c.BlackMS),
			moves("clock.moves", c.Moves), oneOf("clock.running", c.Running, "", "white", "black"))
	}
	for i, r := range st.Requests {
		errs = append(errs, oneOf(fmt.Sprintf("requests[%d].kind", i), r.Kind, "adjourn", "increment"),
			oneOf(fmt.Sprintf("requests[%d].by", i), r.By, "white", "black"))
	}
	if n := st.IllegalMoves; n != nil {
		for i, k := range n {
			if k < 0 || k > 1 {
				errs = append(errs, bad(fmt.Sprintf("illegal_moves[%d]", i), k, "a game goes on after one completed illegal move, not two (7.5.5)"))
			}
		}
	}
	if c := st.ArbiterCode; c != nil && c.Hash != nil {
		if err := c.Hash.Check(); err != nil {
			errs = append(errs, bad("arbiter_code.hash", "not a hash anna made", strings.TrimPrefix(err.Error(), "passcode: ")))
		}
	}
	if st.OpenedAt < 0 || st.OpenedAt > maxPlies {
		errs = append(errs, bad("opened_at", st.OpenedAt, fmt.Sprintf("a game has 0 to %d half-moves", maxPlies)))
	}
	if p := st.Pending; p != nil {
		errs = append(errs, oneOf("pending.mover", p.Mover, "white", "black"))
	}
	if e := st.Envelope; e != nil {
		errs = append(errs, oneOf("envelope.sealer", e.Sealer, "white", "black"),
			clockMS("envelope.white_ms", e.WhiteMS), clockMS("envelope.black_ms", e.BlackMS), moves("envelope.moves", e.Moves))
		if e.MoveNumber < 1 || e.MoveNumber > maxMoveCount {
			errs = append(errs, bad("envelope.move_number", e.MoveNumber, fmt.Sprintf("a move number is 1 to %d", maxMoveCount)))
		}
	}
	if st.TimeControl != "" && st.TimeControl != "-" {
		tc, err := rules.ParsePGNTimeControl(st.TimeControl)
		if err != nil {
			errs = append(errs, bad("time_control", fmt.Sprintf("%q", st.TimeControl), "not a time control"))
		}
		for _, p := range tc.Periods {
			if p.Time < 0 || p.Time > time.Duration(maxClockMS)*time.Millisecond || p.Increment < 0 || p.Increment > time.Hour || p.Delay < 0 || p.Delay > time.Hour {
				errs = append(errs, bad("time_control", fmt.Sprintf("%q", st.TimeControl), "a period holds 0 to 1000 hours, an increment or delay at most an hour"))
				break
			}
		}
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
