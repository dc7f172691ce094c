package host

import (
	"crypto/rand"
	"math/big"
	"strings"
)

// The words of a join code: Appendix D's files and ranks, easy to say aloud
// and to type.
var (
	codeFiles = []string{"anna", "bella", "cesar", "david", "eva", "felix", "gustav", "hector"}
	codeRanks = []string{"eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht"}
)

// NewCode makes a join code of four words, file-rank-file-rank, like
// "felix-drei-anna-sechs": 4096 codes, against which five tries a minute
// from one address take many hours.
func NewCode() string {
	pick := func(words []string) string {
		n, err := rand.Int(rand.Reader, big.NewInt(int64(len(words))))
		if err != nil {
			panic(err) // the system's random source failed: nothing can be kept secret
		}
		return words[n.Int64()]
	}
	return strings.Join([]string{pick(codeFiles), pick(codeRanks), pick(codeFiles), pick(codeRanks)}, "-")
}

// sameCode compares a typed code with the join code: case, spaces and
// hyphens do not matter, nor do umlauts typed out ("fünf" is "fuenf").
func sameCode(typed, code string) bool {
	norm := func(s string) string {
		s = strings.ToLower(s)
		s = strings.NewReplacer("ü", "ue", "ä", "ae", "ö", "oe", "ß", "ss").Replace(s)
		return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == ' ' || r == '_' || r == ',' }), "-")
	}
	return norm(typed) == norm(code)
}
