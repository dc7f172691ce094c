package braille

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/anna-chess/anna/rules"
)

// A note is print text that may name moves and squares: "the scoresheets
// differed at move 12 (White Nf3, Black Nc3)", "with 31. Kg2". The words
// go to liblouis; the moves and squares are written in the chess code, as
// the code asks of annotation (1.1 to 1.4): a numbered move after its
// number in lower digits and a blank, dots 3-6 before it when it is
// Black's (1.2); an unnumbered move after dots 4-6 when the text says it
// is White's, dots 3-6 when Black's (1.2); a square, or a move whose
// colour the text does not say, after dots 5-6 (1.1); and dots 3-4-5
// between any of them and punctuation right after it, unless a bracket
// (1.4).

// notePart is a piece of a note: print words for liblouis (text), or
// cells already in braille (a move, a square, a blank).
type notePart struct {
	text  string
	cells Line
}

// chessInText finds moves in SAN, numbered or not, and squares.
var chessInText = regexp.MustCompile(`(?:(\d+)\.(\.\.)? ?)?(O-O-O|O-O|0-0-0|0-0|[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h]x[a-h][1-8]|[a-h][1-8])(=?[QRBN])?([+#])?`)

// splitNote cuts a note into words and chess; colours are the words for
// White and Black in the note's language.
func splitNote(note string, colours [2]string) []notePart {
	var parts []notePart
	words := func(s string) {
		lead := len(s) - len(strings.TrimLeft(s, " "))
		trail := len(s) - len(strings.TrimRight(s, " "))
		if t := strings.TrimSpace(s); t != "" {
			if lead > 0 {
				parts = append(parts, notePart{cells: Line{0}})
			}
			parts = append(parts, notePart{text: t})
			if trail > 0 {
				parts = append(parts, notePart{cells: Line{0}})
			}
		} else if s != "" {
			parts = append(parts, notePart{cells: Line{0}})
		}
	}
	at := 0
	for _, m := range chessInText.FindAllStringSubmatchIndex(note, -1) {
		start, end := m[0], m[1]
		if !standsAlone(note, start, end) {
			continue
		}
		w, ok := readSAN(note[m[6]:end])
		if !ok {
			continue
		}
		words(note[at:start])
		var cells Line
		switch before := strings.ToLower(strings.TrimRight(note[at:start], " ")); {
		case m[2] >= 0: // numbered
			n, _ := strconv.Atoi(note[m[2]:m[3]])
			cells = append(LowerNumber(n), 0)
			if m[4] >= 0 {
				cells = append(cells, blackMove)
			}
		case colours[0] != "" && strings.HasSuffix(before, strings.ToLower(colours[0])):
			cells = Line{whiteMove}
		case colours[1] != "" && strings.HasSuffix(before, strings.ToLower(colours[1])):
			cells = Line{blackMove}
		default:
			cells = Line{nameSign}
		}
		cells = append(cells, w.cells()...)
		if r, _ := utf8.DecodeRuneInString(note[end:]); end < len(note) && unicode.IsPunct(r) && !strings.ContainsRune(")]}", r) && !w.mate {
			cells = append(cells, separator)
		}
		parts = append(parts, notePart{cells: cells})
		at = end
	}
	words(note[at:])
	return parts
}

// standsAlone tells whether the match is a word of its own: no letter or
// digit right before or after it.
func standsAlone(s string, start, end int) bool {
	if r, _ := utf8.DecodeLastRuneInString(s[:start]); start > 0 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(s[end:]); end < len(s) && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
		return false
	}
	return true
}

var sanPieces = map[byte]rules.PieceType{'K': rules.King, 'Q': rules.Queen, 'R': rules.Rook, 'B': rules.Bishop, 'N': rules.Knight}

// readSAN reads a move in print SAN (or a square) into the code's parts.
func readSAN(san string) (written, bool) {
	w := written{piece: rules.Pawn, fromFile: -1, fromRank: -1}
	switch {
	case strings.HasSuffix(san, "#"):
		w.mate, san = true, san[:len(san)-1]
	case strings.HasSuffix(san, "+"):
		w.check, san = true, san[:len(san)-1]
	}
	switch strings.ReplaceAll(san, "0", "O") {
	case "O-O":
		w.castle = rules.KingSide
		return w, true
	case "O-O-O":
		w.castle = rules.QueenSide
		return w, true
	}
	if n := len(san); n >= 3 && sanPieces[san[n-1]] != rules.NoPieceType && (san[n-2] == '=' || san[n-2] >= '1' && san[n-2] <= '8') {
		w.promo, san = sanPieces[san[n-1]], strings.TrimSuffix(san[:n-1], "=")
	}
	if p, ok := sanPieces[san[0]]; ok {
		w.piece, san = p, san[1:]
	}
	if len(san) < 2 {
		return written{}, false
	}
	to, rest := san[len(san)-2:], san[:len(san)-2]
	if w.to = rules.ParseSquare(to); w.to == rules.NoSquare {
		return written{}, false
	}
	if strings.HasSuffix(rest, "x") {
		w.capture, rest = true, rest[:len(rest)-1]
	}
	for _, c := range []byte(rest) {
		switch {
		case c >= 'a' && c <= 'h':
			w.fromFile = int(c - 'a')
		case c >= '1' && c <= '8':
			w.fromRank = int(c - '1')
		default:
			return written{}, false
		}
	}
	return w, true
}

// noteLine writes a note's parts as one line of braille, its words as
// text has them (a note without liblouis is its moves and squares alone).
func noteLine(parts []notePart, text func(string) Line) Line {
	var l Line
	words := false
	for _, p := range parts {
		if p.text != "" {
			if t := text(p.text); len(t) > 0 {
				l, words = append(l, t...), true
			}
			continue
		}
		l = append(l, p.cells...)
	}
	if !words {
		return nil
	}
	return l
}
