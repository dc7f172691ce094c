package puzzle

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/anna-chess/anna/internal/cleantext"
)

// MaxRatingText is the most a rating's text may hold: the numbers and
// MaxPlayed ids of up to 32 bytes.
const MaxRatingText = 8<<10 + MaxPlayed*(maxID+1)

// The keys of a rating's text.
const (
	keyRating     = "rating"
	keyDeviation  = "deviation"
	keyVolatility = "volatility"
	keyPuzzles    = "puzzles"
	keyLast       = "last"
	keyPlayed     = "played"
)

// MarshalText writes the rating as the lines of a small text file, one
// "key = value" a line, that a player may read (and a later anna may add
// keys to):
//
//	# anna's puzzle rating: Glicko-2, as lichess rates puzzles
//	rating = 1523.41
//	deviation = 187.2
//	volatility = 0.089992
//	puzzles = 12
//	last = 2026-11-29T10:00:00Z
//	played = 00sHx 00sJ9
func (r PlayerRating) MarshalText() ([]byte, error) {
	var b strings.Builder
	b.WriteString("# anna's puzzle rating: Glicko-2, as lichess rates puzzles\n")
	fmt.Fprintf(&b, "%s = %s\n", keyRating, strconv.FormatFloat(r.Rating, 'f', -1, 64))
	fmt.Fprintf(&b, "%s = %s\n", keyDeviation, strconv.FormatFloat(r.Deviation, 'f', -1, 64))
	fmt.Fprintf(&b, "%s = %s\n", keyVolatility, strconv.FormatFloat(r.Volatility, 'f', -1, 64))
	fmt.Fprintf(&b, "%s = %d\n", keyPuzzles, r.Puzzles)
	if !r.Last.IsZero() {
		fmt.Fprintf(&b, "%s = %s\n", keyLast, r.Last.UTC().Format(time.RFC3339))
	}
	if len(r.Played) > 0 {
		fmt.Fprintf(&b, "%s = %s\n", keyPlayed, strings.Join(r.Played, " "))
	}
	return []byte(b.String()), nil
}

// UnmarshalText reads what MarshalText wrote. Blank lines and lines
// beginning with # are passed over, and so are keys it does not know (a
// later anna's). A line that is not "key = value", a key given twice, a
// value that is no number or out of lichess's bounds (rating 0 to 4000,
// deviation 0 to 1000, volatility 0 to 0.2, as its sanity check) is an
// *Error naming the line and the key; the rating is then unchanged. A
// text missing a key keeps NewRating's value for it.
func (r *PlayerRating) UnmarshalText(text []byte) error {
	if len(text) > MaxRatingText {
		return &Error{Problem: TooLong, N: MaxRatingText}
	}
	out := NewRating()
	seen := map[string]bool{}
	for i, line := range strings.Split(string(text), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		bad := func(p Problem) error { return &Error{Line: i + 1, Field: key, Problem: p, Text: short(value)} }
		if !ok || key == "" {
			return &Error{Line: i + 1, Problem: NotKeyValue, Text: short(line)}
		}
		if seen[key] {
			return bad(DuplicateKey)
		}
		seen[key] = true
		var err error
		switch key {
		case keyRating:
			out.Rating, err = readFloat(value, 0, 4000)
		case keyDeviation:
			out.Deviation, err = readFloat(value, 0, 1000)
		case keyVolatility:
			out.Volatility, err = readFloat(value, 0, 2*maxVolatility)
		case keyPuzzles:
			out.Puzzles, err = strconv.Atoi(value)
			if err == nil && out.Puzzles < 0 {
				err = errBadValue
			}
		case keyLast:
			out.Last, err = time.Parse(time.RFC3339, value)
		case keyPlayed:
			out.Played = strings.Fields(value)
			if len(out.Played) > MaxPlayed {
				out.Played = out.Played[len(out.Played)-MaxPlayed:]
			}
			for _, id := range out.Played {
				if _, e := readID(id); e != nil {
					err = errBadValue
				}
			}
		}
		if err != nil {
			return bad(BadValue)
		}
	}
	*r = out
	return nil
}

var errBadValue = fmt.Errorf("puzzle: bad value")

// readFloat reads a number strictly between min and max (a deviation or
// volatility of 0 means nothing), or 0 to max for a rating.
func readFloat(s string, min, max float64) (float64, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || f <= min || f >= max {
		return 0, errBadValue
	}
	return f, nil
}

// short is text quoted in an error: at most 40 bytes of it.
func short(s string) string {
	s = cleantext.Line(s)
	if len(s) > 40 {
		for i := range s {
			if i > 40 {
				return s[:i] + "…"
			}
		}
	}
	return s
}
