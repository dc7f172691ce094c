package rules

import (
	"strconv"
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

// Kept is h as a PGN read from outside keeps its tags: each name and
// value cut at maxKeptText characters, the extra tags past the
// maxTags-th passed over. A saved state's header is a file's text too.
func (h Header) Kept() Header {
	k := Header{Event: KeptText(h.Event), Site: KeptText(h.Site), Date: KeptText(h.Date), Round: KeptText(h.Round), White: KeptText(h.White), Black: KeptText(h.Black)}
	for _, t := range h.Extra {
		if len(k.Extra) == maxTags {
			break
		}
		k.Extra = append(k.Extra, [2]string{KeptText(t[0]), KeptText(t[1])})
	}
	return k
}

// KeptComments is a game's comments, move by move, as a PGN read from
// outside keeps them: each cut at maxKeptText characters, and those past
// the maxComments-th passed over. A saved state's comments are a file's
// text too.
func KeptComments(moves [][]string) [][]string {
	out := make([][]string, len(moves))
	n := 0
	for i, cs := range moves {
		for _, c := range cs {
			if n == maxComments {
				return out
			}
			out[i] = append(out[i], KeptText(c))
			n++
		}
	}
	return out
}

// KeptText is text from outside (a file) cut at maxKeptText characters:
// what a PGN keeps of a tag or a comment, and a line quotes of a file.
func KeptText(s string) string {
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
// variations are passed over with them). A text that holds no game, or
// whose game cannot be read, is a *PGNError naming its line and why: a
// tag not closed or not a tag, a comment or a variation never closed, a
// word that is no move, a move that cannot be played where it stands (with
// the rules' reason), a move numbered wrongly, a variant anna does not
// play, a FEN tag it cannot use.
func ReadPGNRecord(text string) (PGNRecord, error) {
	tags := map[string]string{}
	tagLines := map[string]int{}
	var sans []pgnMove
	comments := [][]string{nil}
	r := pgnReader{s: text, keep: true}
	number := 0 // the move number written last, not yet used by a move
	for {
		tok, tag, err := r.next()
		// The comments read before tok follow the last move read.
		comments[len(sans)] = append(comments[len(sans)], r.comments...)
		r.comments = nil
		if err != nil {
			return PGNRecord{}, err
		}
		if tok == "" && !tag {
			break
		}
		if tag {
			if len(sans) > 0 {
				break // the next game's tags
			}
			name, value, ok := pgnTag(tok)
			if !ok {
				return PGNRecord{}, &PGNError{Problem: PGNTagForm, Line: r.line(r.start), Text: quoteCut("[" + tok + "]")}
			}
			if _, had := tags[name]; had || len(tags) < maxTags {
				tags[name] = KeptText(value)
				tagLines[name] = r.line(r.start)
			}
			continue
		}
		if tok == "1-0" || tok == "0-1" || tok == "1/2-1/2" || tok == "*" {
			break
		}
		san := tok // a move, or a move number (12. or 12...) with perhaps a move glued to it
		if j := strings.IndexFunc(tok, func(c rune) bool { return c < '0' || c > '9' }); j < 0 || j > 0 && tok[j] == '.' {
			if j < 0 {
				j = len(tok)
			}
			number, _ = strconv.Atoi(tok[:j])
			san = strings.TrimLeft(tok[j:], ".")
		}
		if strings.Trim(san, "!?") == "" {
			continue // a move number alone, or an annotation standing apart
		}
		sans = append(sans, pgnMove{san: san, line: r.line(r.start), number: number})
		comments = append(comments, nil)
		number = 0
	}
	if len(sans) == 0 && len(tags) == 0 {
		return PGNRecord{}, &PGNError{Problem: PGNNoGame}
	}
	g, err := pgnStart(tags, tagLines)
	if err != nil {
		return PGNRecord{}, err
	}
	for _, mv := range sans {
		if err := g.playPGN(mv); err != nil {
			return PGNRecord{}, err
		}
	}
	return PGNRecord{Game: g, Tags: tags, Comments: comments}, nil
}

// pgnMove is a move of the movetext: as written, its line, and the move
// number written before it (0 for none).
type pgnMove struct {
	san    string
	line   int
	number int
}

// pgnStart is the game the tags set up: the variant (Chess960 by any of
// its usual names, standard chess when absent) and the FEN tag's position.
func pgnStart(tags map[string]string, lines map[string]int) (*Game, error) {
	v := StandardChess
	switch name := strings.ToLower(strings.ReplaceAll(tags["Variant"], " ", "")); name {
	case "", "standard", "normal", "chess":
	case "chess960", "fischerandom", "fischerrandom", "freestyle":
		v = Chess960
	default:
		return nil, &PGNError{Problem: PGNVariant, Line: lines["Variant"], Text: quoteCut(tags["Variant"])}
	}
	fen := tags["FEN"]
	if fen == "" {
		fen = StartFEN
	}
	g, err := NewVariantGame(v, fen)
	if err != nil {
		return nil, &PGNError{Problem: PGNFEN, Line: lines["FEN"], Text: quoteCut(fen), Err: err}
	}
	return g, nil
}

// playPGN plays a move of the movetext, or says why it cannot be: a word
// that is no move, a move number that is not the move's, a move the rules
// refuse where it stands (the error keeps the game before it).
func (g *Game) playPGN(mv pgnMove) error {
	number, color := g.MoveNumber(), g.Turn()
	if mv.number != 0 && mv.number != number {
		return &PGNError{Problem: PGNNumber, Line: mv.line, Text: quoteCut(mv.san), Number: number, Color: color, Written: mv.number}
	}
	q, ok := sanQuery(mv.san)
	if !ok {
		return &PGNError{Problem: PGNNotMove, Line: mv.line, Text: quoteCut(mv.san)}
	}
	m, err := g.Resolve(q)
	if err == nil {
		_, err = g.Play(m)
	}
	if err != nil {
		return &PGNError{Problem: PGNCannotPlay, Line: mv.line, Text: quoteCut(mv.san), Number: number, Color: color, Game: g, Err: err}
	}
	return nil
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
	start    int // where the token last returned starts
	keep     bool
	comments []string
	kept     int // comments kept so far (maxComments)
	// lineOff and lineNo: the line at an offset counted last, so that the
	// lines of a text's tokens, asked in order, are counted once.
	lineOff, lineNo int
}

// line is the line of the text at offset off, from 1.
func (r *pgnReader) line(off int) int {
	if off < r.lineOff || r.lineNo == 0 {
		r.lineOff, r.lineNo = 0, 1
	}
	r.lineNo += strings.Count(r.s[r.lineOff:off], "\n")
	r.lineOff = off
	return r.lineNo
}

// next returns the next token, and whether it is a tag pair's text (its
// brackets gone); "" and false at the end. Comments, NAGs and variations
// are skipped; one that is never closed, a tag not closed on its line, or
// a bracket that closes nothing is a *PGNError.
func (r *pgnReader) next() (string, bool, error) {
	for r.i < len(r.s) {
		c := r.s[r.i]
		r.start = r.i
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			r.i++
		case c == '[':
			end, ok := r.tagEnd()
			if !ok {
				return "", false, &PGNError{Problem: PGNTagOpen, Line: r.line(r.i)}
			}
			tok := r.s[r.i+1 : end]
			r.i = end + 1
			return tok, true, nil
		case c == '{':
			text, ok := r.skipPast('}')
			if !ok {
				return "", false, &PGNError{Problem: PGNCommentOpen, Line: r.line(r.start)}
			}
			r.comment(text)
		case c == ';':
			text, _ := r.skipPast('\n')
			r.comment(text)
		case c == '%' && (r.i == 0 || r.s[r.i-1] == '\n'):
			r.skipPast('\n') // an escaped line (8.2.4)
		case c == '(':
			if !r.skipVariation() {
				return "", false, &PGNError{Problem: PGNVariationOpen, Line: r.line(r.start)}
			}
		case c == ')' || c == ']' || c == '}':
			return "", false, &PGNError{Problem: PGNStray, Line: r.line(r.i), Text: string(c)}
		case c == '$':
			r.i++
			for r.i < len(r.s) && r.s[r.i] >= '0' && r.s[r.i] <= '9' {
				r.i++
			}
		default:
			for r.i < len(r.s) && !strings.ContainsRune(" \t\r\n[]{}();$", rune(r.s[r.i])) {
				r.i++
			}
			return r.s[r.start:r.i], false, nil
		}
	}
	return "", false, nil
}

// tagEnd finds the ] that closes the tag opening at r.i, on its line, past
// its value's quotes (a ] inside them is the value's).
func (r *pgnReader) tagEnd() (int, bool) {
	quoted := false
	for j := r.i + 1; j < len(r.s); j++ {
		switch c := r.s[j]; {
		case c == '\n':
			return 0, false
		case quoted && c == '\\':
			j++
		case c == '"':
			quoted = !quoted
		case !quoted && c == ']':
			return j, true
		}
	}
	return 0, false
}

// skipPast moves past the next b and returns the text passed over after
// the opening character and before b; without a b, it moves to the end
// and reports false.
func (r *pgnReader) skipPast(b byte) (string, bool) {
	start := min(r.i+1, len(r.s))
	end := strings.IndexByte(r.s[start:], b)
	if end < 0 {
		r.i = len(r.s)
		return r.s[start:], false
	}
	text := r.s[start : start+end]
	r.i = start + end + 1
	return text, true
}

func (r *pgnReader) comment(text string) {
	if r.keep && r.kept < maxComments {
		r.comments = append(r.comments, KeptText(strings.TrimSpace(text)))
		r.kept++
	}
}

// skipVariation passes over a variation, with those inside it and its
// comments; false when the text ends before it is closed.
func (r *pgnReader) skipVariation() bool {
	depth := 0
	for r.i < len(r.s) {
		switch r.s[r.i] {
		case '(':
			depth++
		case ')':
			depth--
		case '{':
			if _, ok := r.skipPast('}'); !ok {
				return false
			}
			continue
		case ';':
			r.skipPast('\n')
			continue
		}
		r.i++
		if depth == 0 {
			return true
		}
	}
	return false
}
