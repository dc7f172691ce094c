package rules

import (
	"fmt"
	"strings"
)

// ReadPGN reads the first game of a PGN text and plays it on anna's own
// board: the variant (the Variant tag: Chess960 by any of its usual names,
// standard chess when absent), the start position (the FEN tag) and the
// moves in SAN (O-O and 0-0 alike; check signs and annotations such as !?
// may follow). Comments, NAGs, variations and the result are passed over.
// A move that is not legal where it stands is an error naming it.
func ReadPGN(text string) (*Game, error) {
	rec, err := ReadPGNRecord(text)
	return rec.Game, err
}

// What a game read from PGN keeps beside its moves is bounded: a file
// from outside may hold a comment of 16 MB, which anna braille would hand
// to liblouis for half a minute, or millions of tags. A tag's value or a
// comment longer than maxKeptText characters is cut, with "…"; tags past
// the maxTags-th and comments past the maxComments-th are passed over.
const (
	maxKeptText = 2000
	maxTags     = 100 // the Seven Tag Roster and the usual others are a few dozen
	maxComments = 10000
)

// kept is text cut at maxKeptText characters.
func kept(s string) string {
	n := 0
	for i := range s {
		if n == maxKeptText {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// PGNRecord is a game read from PGN with what its text holds besides the
// moves: the tag pairs and the comments of the main line.
type PGNRecord struct {
	Game *Game
	Tags map[string]string
	// Comments[0] are the comments before the first move, Comments[i] those
	// after the i-th move of Game.Plies(), each as written between its
	// braces (or after its semicolon).
	Comments [][]string
}

// ReadPGNRecord reads the first game of a PGN text as ReadPGN does, and
// keeps its tags and the comments of its main line (those inside
// variations are passed over with them).
func ReadPGNRecord(text string) (PGNRecord, error) {
	tags := map[string]string{}
	var sans []string
	comments := [][]string{nil}
	r := pgnReader{s: text, keep: true}
	for {
		tok, tag := r.next()
		// The comments read before tok follow the last move read.
		comments[len(sans)] = append(comments[len(sans)], r.comments...)
		r.comments = nil
		if tok == "" {
			break
		}
		if tag {
			if len(sans) > 0 {
				break // the next game's tags
			}
			if name, value, ok := pgnTag(tok); ok {
				if _, had := tags[name]; had || len(tags) < maxTags {
					tags[name] = kept(value)
				}
			}
			continue
		}
		if tok == "1-0" || tok == "0-1" || tok == "1/2-1/2" || tok == "*" {
			break
		}
		san := tok // a move, or a move number (12. or 12...) with perhaps a move glued to it
		if j := strings.IndexFunc(tok, func(c rune) bool { return c < '0' || c > '9' }); j > 0 && tok[j] == '.' {
			san = strings.TrimLeft(tok[j:], ".")
		}
		if san != "" {
			sans = append(sans, san)
			comments = append(comments, nil)
		}
	}
	v := StandardChess
	switch name := strings.ToLower(strings.ReplaceAll(tags["Variant"], " ", "")); name {
	case "", "standard", "normal", "chess":
	case "chess960", "fischerandom", "fischerrandom", "freestyle":
		v = Chess960
	default:
		return PGNRecord{}, fmt.Errorf("rules: the PGN's variant %q is not one anna plays (standard chess and Chess960)", tags["Variant"])
	}
	fen := tags["FEN"]
	if fen == "" {
		fen = StartFEN
	}
	g, err := NewVariantGame(v, fen)
	if err != nil {
		return PGNRecord{}, err
	}
	for i, san := range sans {
		m, ok := g.sanMove(san)
		if !ok {
			return PGNRecord{}, fmt.Errorf("rules: the PGN's move %d, %q, is not legal in %s", i+1, san, g.FEN())
		}
		if _, err := g.Play(m); err != nil {
			return PGNRecord{}, fmt.Errorf("rules: the PGN's move %d, %q: %w", i+1, san, err)
		}
	}
	return PGNRecord{Game: g, Tags: tags, Comments: comments}, nil
}

// sanMove finds the legal move written san (check signs, annotations and
// 0-0 for O-O allowed).
func (g *Game) sanMove(san string) (Move, bool) {
	want := strings.ReplaceAll(strings.TrimRight(san, "+#!?"), "0", "O")
	for _, m := range g.current().legal() {
		if p := g.describe(m); strings.TrimRight(p.SAN, "+#") == want {
			return p.Move, true
		}
	}
	return Move{}, false
}

// pgnTag reads a tag pair's text, Name "value" (the brackets gone).
func pgnTag(s string) (name, value string, ok bool) {
	name, rest, ok := strings.Cut(strings.TrimSpace(s), " ")
	rest = strings.TrimSpace(rest)
	if !ok || len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return "", "", false
	}
	value = tagEscapes.Replace(rest[1 : len(rest)-1])
	return name, value, true
}

var tagEscapes = strings.NewReplacer(`\"`, `"`, `\\`, `\`)

// pgnReader splits PGN text into tags and movetext tokens; with keep, the
// comments of the main line it passes are kept in comments.
type pgnReader struct {
	s        string
	i        int
	keep     bool
	comments []string
	kept     int // comments kept so far (maxComments)
}

// next returns the next token, and whether it is a tag pair's text; ""
// at the end. Comments, NAGs and variations are skipped.
func (r *pgnReader) next() (string, bool) {
	for r.i < len(r.s) {
		c := r.s[r.i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			r.i++
		case c == '[':
			end := strings.IndexByte(r.s[r.i:], ']')
			if end < 0 {
				end = len(r.s) - r.i
			}
			tok := r.s[r.i+1 : r.i+end]
			r.i += end + 1
			return tok, true
		case c == '{':
			r.comment(r.skipPast('}'))
		case c == ';':
			r.comment(r.skipPast('\n'))
		case c == '%':
			r.skipPast('\n')
		case c == '(':
			r.skipVariation()
		case c == '$':
			r.i++
			for r.i < len(r.s) && r.s[r.i] >= '0' && r.s[r.i] <= '9' {
				r.i++
			}
		default:
			start := r.i
			for r.i < len(r.s) && !strings.ContainsRune(" \t\r\n[]{}();$", rune(r.s[r.i])) {
				r.i++
			}
			if r.i == start { // a stray ) or ]
				r.i++
				continue
			}
			return r.s[start:r.i], false
		}
	}
	return "", false
}

// skipPast moves past the next b, or to the end, and returns the text
// passed over after the opening character and before b.
func (r *pgnReader) skipPast(b byte) string {
	start := min(r.i+1, len(r.s))
	end := strings.IndexByte(r.s[r.i:], b)
	if end < 0 {
		r.i = len(r.s)
		return r.s[start:]
	}
	text := r.s[start : r.i+end]
	r.i += end + 1
	return text
}

func (r *pgnReader) comment(text string) {
	if r.keep && r.kept < maxComments {
		r.comments = append(r.comments, kept(strings.TrimSpace(text)))
		r.kept++
	}
}

// skipVariation passes over a variation, with those inside it and its
// comments.
func (r *pgnReader) skipVariation() {
	depth := 0
	for r.i < len(r.s) {
		switch r.s[r.i] {
		case '(':
			depth++
		case ')':
			depth--
		case '{':
			r.skipPast('}')
			continue
		}
		r.i++
		if depth == 0 {
			return
		}
	}
}
