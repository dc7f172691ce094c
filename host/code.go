package host

import (
	"crypto/rand"
	"math/big"
	"regexp"
	"strings"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/table"
)

// The words of a join code: Appendix D's files and ranks, easy to say aloud
// and to type.
var (
	codeFiles = []string{"anna", "bella", "cesar", "david", "eva", "felix", "gustav", "hector"}
	codeRanks = []string{"eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht"}
)

// codeWords is how many words a join code has: four squares, each a file
// and a rank.
const codeWords = 8

// codeSpace is how many join codes there are: 64 squares to the fourth,
// 2^24. At the budget of codes compared for all addresses together
// (codesPerMinute a minute) finding it takes half that many minutes on
// average: about 194 days. It is
// counted from the words NewCode picks from, so that the test holding it
// to 2^24 fails if they shrink.
func codeSpace() int {
	n := 1
	for i := 0; i < codeWords; i++ {
		if i%2 == 0 {
			n *= len(codeFiles)
		} else {
			n *= len(codeRanks)
		}
	}
	return n
}

// NewCode makes a join code of four squares said in Appendix D words,
// like "felix-drei-anna-sechs-bella-zwei-hector-acht" (f3 a6 b2 h8).
func NewCode() string {
	pick := func(words []string) string {
		n, err := rand.Int(rand.Reader, big.NewInt(int64(len(words))))
		if err != nil {
			panic(err) // the system's random source failed: nothing can be kept secret
		}
		return words[n.Int64()]
	}
	words := make([]string, codeWords)
	for i := range words {
		if i%2 == 0 {
			words[i] = pick(codeFiles)
		} else {
			words[i] = pick(codeRanks)
		}
	}
	return strings.Join(words, "-")
}

// square is a square typed short, "f3".
var square = regexp.MustCompile(`^[a-h][1-8]$`)

// sameCode compares a typed code with the join code: case, spaces and
// hyphens do not matter, nor do umlauts typed out ("fünf" is "fuenf"); a
// square may be typed short ("f3 a6 b2 h8").
func sameCode(typed, code string) bool {
	norm := func(s string) string {
		s = strings.ToLower(s)
		s = strings.NewReplacer("ü", "ue", "ä", "ae", "ö", "oe", "ß", "ss").Replace(s)
		var words []string
		for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == ' ' || r == '_' || r == ',' }) {
			if square.MatchString(w) {
				words = append(words, codeFiles[w[0]-'a'], codeRanks[w[1]-'1'])
				continue
			}
			words = append(words, w)
		}
		return strings.Join(words, "-")
	}
	return norm(typed) == norm(code)
}

// codeOrder is the order join codes are named in.
var codeOrder = []session.Seat{session.WhiteSeat, session.BlackSeat, session.AssistantSeat, session.SpectatorSeat}

// Handout is the join codes a terminal may hand out (codes), in their
// order: at the host's own terminal (here) or the arbiter's, every seat's
// but its own (a spectator's terminal hands out the spectators' too);
// elsewhere none. The arbiter's code is never among them: it
// is kept in a file only the host's user reads, for the arbiter alone,
// and a player's terminal must not show it.
func Handout(codes map[session.Seat]string, seat session.Seat, here bool) []table.SeatCode {
	if !here && seat != session.ArbiterSeat {
		return nil
	}
	var out []table.SeatCode
	for _, s := range codeOrder {
		if code, ok := codes[s]; ok && (s != seat || s == session.SpectatorSeat) {
			out = append(out, table.SeatCode{Seat: s, Code: code})
		}
	}
	return out
}
