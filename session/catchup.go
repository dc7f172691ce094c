package session

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/anna-chess/anna/rules"
)

// CatchUp brings a saved state up to its scoresheet. The two are written
// one after the other, and a full disk may take the state (the larger)
// and leave the scoresheet: then the PGN holds moves the state lacks, and
// resuming from the state alone would take them back. The moves the PGN
// has beyond the state are added to both seats' scoresheets, with the
// clocks from their [%clk] comments and the draw offers from (=); a result
// on the PGN ends the match. It returns how many moves were added.
//
// A state with no moves (a game set up from its scoresheet alone) takes
// all of them. A PGN whose moves are not the state's followed by more
// changes nothing: the state is then the newer record. A clock reading no
// game can have ([%clk 99999999:00:00]) is a *ClockTooLargeError.
func CatchUp(st *State, rec rules.PGNRecord) (int, error) {
	plies := rec.Game.Plies()
	agreed := agreedMoves(st)
	if len(plies) <= len(agreed) || rec.Game.StartFEN() != st.FEN && st.FEN != "" {
		return 0, nil
	}
	for i, r := range agreed {
		if plies[i].Move.String() != r.UCI {
			return 0, nil
		}
	}
	if len(st.Seats[0].Moves) != len(agreed) || len(st.Seats[1].Moves) != len(agreed) {
		return 0, nil // a seat's own moves beyond the agreed ones: the state knows better
	}
	var white, black *int64
	if n := len(agreed); n > 0 {
		white, black = agreed[n-1].WhiteMS, agreed[n-1].BlackMS
	} else if tc, err := rules.ParsePGNTimeControl(st.TimeControl); err == nil && len(tc.Periods) > 0 {
		w, b := tc.Periods[0].Time.Milliseconds(), tc.Periods[0].Time.Milliseconds()
		white, black = &w, &b
	}
	added := 0
	for i := len(agreed); i < len(plies); i++ {
		p := plies[i]
		notes := strings.Join(rec.Comments[i+1], " ")
		mr := MoveRecord{UCI: p.Move.String(), SAN: p.SAN, Offered: strings.Contains(notes, "(=)")}
		if m := clkCommand.FindStringSubmatch(notes); m != nil && white != nil && black != nil {
			if d, ok := parseClk(m[1]); ok && d > maxClk {
				return 0, &ClockTooLargeError{Ply: i + 1, Reading: m[1], Max: maxClk}
			} else if ok {
				ms := d.Milliseconds()
				if p.Color == rules.White {
					white = &ms
				} else {
					black = &ms
				}
				w, b := *white, *black
				mr.WhiteMS, mr.BlackMS = &w, &b
			}
		}
		for s := range st.Seats {
			st.Seats[s].Moves = append(st.Seats[s].Moves, mr)
		}
		added++
	}
	st.Pending = nil
	st.DrawOfferBy = ""
	if last := plies[len(plies)-1]; strings.Contains(strings.Join(rec.Comments[len(plies)], " "), "(=)") {
		st.DrawOfferBy = rules.ColorName(last.Color)
	}
	if o := rec.Game.Outcome(); o.Over() {
		st.Outcome = o.Result.String()
	} else if r := rec.Tags["Result"]; r == "1-0" || r == "0-1" || r == "1/2-1/2" {
		st.Outcome = r
	}
	return added, nil
}

// clkCommand is a comment's clock reading, [%clk 1:25:03] (the PGN
// specification's 8.2.5 extension, as lichess and anna write it).
var clkCommand = regexp.MustCompile(`\[%clk\s+([^\]\s]+)\s*\]`)

// maxClk is the most a clock may show: 1000 hours (as a state's clocks).
const maxClk = 1000 * time.Hour

// agreedMoves are the moves both seats' scoresheets share from the start.
func agreedMoves(st *State) []MoveRecord {
	a, b := st.Seats[0].Moves, st.Seats[1].Moves
	n := 0
	for n < len(a) && n < len(b) && a[n].UCI == b[n].UCI {
		n++
	}
	return a[:n]
}

// parseClk reads a [%clk] value: h:mm:ss, with tenths perhaps.
func parseClk(s string) (time.Duration, bool) {
	parts := strings.Split(strings.TrimSpace(s), ":")
	if len(parts) != 3 {
		return 0, false
	}
	if len(parts[0]) > 7 {
		return 1 << 62, true // hours beyond counting: more than maxClk, said so
	}
	h, err1 := strconv.Atoi(parts[0])
	m, err2 := strconv.Atoi(parts[1])
	sec, err3 := strconv.ParseFloat(parts[2], 64)
	if err1 != nil || err2 != nil || err3 != nil || h < 0 || m < 0 || m > 59 || sec < 0 || sec >= 60 {
		return 0, false
	}
	return time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(sec*float64(time.Second)), true
}

// ClockTooLargeError refuses a scoresheet's clock reading no game can
// have: more than Max at the Ply'th move, half-moves counted from one.
type ClockTooLargeError struct {
	Ply     int
	Reading string // as the [%clk] comment gives it
	Max     time.Duration
}

func (e *ClockTooLargeError) Error() string {
	return fmt.Sprintf("session: the clock reading %s at half-move %d is more than %s", e.Reading, e.Ply, e.Max)
}
