package rules

import (
	"fmt"
	"strings"
	"time"
)

// Laws is the text of the FIDE Laws of Chess a game is played by. The
// zero value is the text in force now.
type Laws int8

const (
	// Laws2023 is the text in force from 1 January 2023 (FIDE Handbook
	// E.01): the default.
	Laws2023 Laws = iota
	// Laws2017 is the text in force from 1 July 2017, the seeds' text (the
	// Croatian and Slovenian translations in ../shared/laws).
	Laws2017
)

// LawsNames are the editions ParseLaws reads, newest first.
var LawsNames = []string{"2023", "2017"}

func (l Laws) String() string {
	if l == Laws2017 {
		return "2017"
	}
	return "2023"
}

// ParseLaws reads an edition by its year: "2023" or "2017".
func ParseLaws(s string) (Laws, error) {
	switch strings.TrimSpace(s) {
	case "2023", "":
		return Laws2023, nil
	case "2017":
		return Laws2017, nil
	}
	return Laws2023, fmt.Errorf("rules: no Laws of Chess of %q: choose 2023 (in force from 1 January 2023) or 2017 (from 1 July 2017)", s)
}

// Tag is the value of the scoresheet's Laws tag: "FIDE 2023". Programs
// that do not know the tag pass it over, as the PGN standard asks (8.1.1).
func (l Laws) Tag() string { return "FIDE " + l.String() }

// LawsOfTag reads a Laws tag written by Tag; ok is false for any other
// value.
func LawsOfTag(tag string) (Laws, bool) {
	year, found := strings.CutPrefix(tag, "FIDE ")
	if !found {
		return Laws2023, false
	}
	l, err := ParseLaws(year)
	return l, err == nil && year != ""
}

// PenaltyTime is the time the penalties of Articles 7 and 9 give the
// opponent (7.5.5 a first completed illegal move, 9.5.3 an incorrect
// claim): two minutes; one in blitz (B.2); in rapid one under the 2023
// text (A.3) and two under the 2017 text, where only blitz had one.
func (l Laws) PenaltyTime(p Pace) time.Duration {
	switch {
	case p == Blitz, p == Rapid && l == Laws2023:
		return time.Minute
	}
	return 2 * time.Minute
}

// ResignationCanDraw reports whether a resignation is a draw when the
// opponent cannot checkmate the resigning player's king by any possible
// series of legal moves: 5.1.2 of the 2023 text. Under the 2017 text a
// player who resigns loses, whatever stands on the board.
func (l Laws) ResignationCanDraw() bool { return l == Laws2023 }

// IllegalMoveArticle is the article that makes a second completed illegal
// move lose: 7.5.5 in the 2023 text, 7.5.3 in the 2017 one.
func (l Laws) IllegalMoveArticle() string {
	if l == Laws2017 {
		return "7.5.3"
	}
	return "7.5.5"
}

// Difference is one point where the two editions make anna act
// differently, with the article of each.
type Difference struct {
	Article    string // where the 2023 text says it
	What       string // the case
	Under2023  string // what anna does under the 2023 text
	Under2017  string // and under the 2017 text
	ArticleOld string // where the 2017 text says it, if elsewhere
}

// Differences are the points of the two editions that anna enforces
// differently; docs/playing.md lists them (made from this table).
var Differences = []Difference{
	{Article: "5.1.2", What: "a player resigns, and the opponent cannot checkmate by any series of legal moves",
		Under2023: "drawn", Under2017: "lost by the player who resigns"},
	{Article: "A.3, 9.5.3", What: "an incorrect draw claim in a rapid game",
		Under2023: "the opponent gets 1 minute", Under2017: "the opponent gets 2 minutes"},
	{Article: "A.3, 7.5.5", ArticleOld: "7.5.3", What: "a first completed illegal move (the arbiter's `declare COLOR illegal`), or `penalty COLOR` without a time, in a rapid game",
		Under2023: "the opponent gets 1 minute", Under2017: "the opponent gets 2 minutes"},
}
