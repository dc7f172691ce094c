package braille

import (
	"bytes"
	"fmt"

	"github.com/anna-chess/anna/rules"
)

// Format is the page a scoresheet is written on.
type Format struct {
	Cells int // cells a line
	// Lines a page, the page number's line included; 0 writes one long
	// page without numbers, for a braille display.
	Lines   int
	Unicode bool // Unicode braille instead of BRF's Braille ASCII
}

// Embosser is the page of a BRF file: 40 cells by 25 lines.
var Embosser = Format{Cells: 40, Lines: 25}

// Limits of a format: a move line needs some 16 cells, and a diagram with
// its heading 11 lines beside the page number.
const (
	MinCells, MaxCells = 16, 200
	MinLines, MaxLines = 12, 200
)

// Check says what is wrong with a format, or nil.
func (f Format) Check() error {
	if f.Cells < MinCells || f.Cells > MaxCells {
		return fmt.Errorf("braille: %d cells a line; a scoresheet takes %d to %d", f.Cells, MinCells, MaxCells)
	}
	if f.Lines != 0 && (f.Lines < MinLines || f.Lines > MaxLines) {
		return fmt.Errorf("braille: %d lines a page; a scoresheet takes %d to %d, or 0 for no pages", f.Lines, MinLines, MaxLines)
	}
	return nil
}

// Translator writes print text in braille, one line of cells for each
// text, in one language (Louis does it with liblouis).
type Translator interface {
	Translate(texts []string) ([]Line, error)
}

// block is lines that go together: newPage starts them on a page of
// their own, whole keeps them on one page.
type block struct {
	lines          []Line
	newPage, whole bool
}

// Render writes the score in the format: the title, the header and the
// notes in braille through tr (when tr is nil, the moves and the diagram
// only), the moves in columns, the closing line, and the diagram on a page
// of its own.
func Render(s Score, f Format, tr Translator) ([]byte, error) {
	if err := f.Check(); err != nil {
		return nil, err
	}
	text := func(string) Line { return nil }
	if tr != nil {
		t, err := translateAll(s, tr)
		if err != nil {
			return nil, err
		}
		text = t
	}
	note := func(n string) Line { return noteLine(splitNote(n, s.Colors), text) }
	var blocks []block
	var head []Line
	if title := text(s.Title); len(title) > 0 {
		for _, l := range wrap(title, f.Cells, 0, 0) {
			head = append(head, centre(l, f.Cells))
		}
	}
	for _, t := range s.Tags {
		head = append(head, wrap(text(t), f.Cells, 0, 2)...)
	}
	for _, n := range s.Before {
		head = append(head, wrap(note(n), f.Cells, 2, 4)...)
	}
	if len(head) > 0 {
		blocks = append(blocks, block{lines: append(head, nil)})
	}
	if len(s.Start) > 0 {
		var start []Line
		if heading := text(s.StartHeading); len(heading) > 0 {
			start = append(wrap(heading, f.Cells, 0, 2), nil)
		}
		blocks = append(blocks, block{lines: append(append(start, s.Start...), nil), whole: true})
	}
	blocks = append(blocks, block{lines: moveLines(s.Moves, f.Cells, note)})
	if closing := text(s.Closing); len(closing) > 0 {
		blocks = append(blocks, block{lines: append([]Line{nil}, wrap(closing, f.Cells, 0, 2)...)})
	}
	var diagram []Line
	if heading := text(s.Heading); len(heading) > 0 {
		diagram = append(wrap(heading, f.Cells, 0, 2), nil)
	}
	blocks = append(blocks, block{lines: append(diagram, s.Board...), newPage: true, whole: true})
	return write(paginate(blocks, f), f), nil
}

// translateAll translates every text of the score at once (one run of
// liblouis) and returns the lookup.
func translateAll(s Score, tr Translator) (func(string) Line, error) {
	texts := append([]string{s.Title, s.Closing, s.Heading, s.StartHeading}, s.Tags...)
	notes := s.Before
	for _, m := range s.Moves {
		notes = append(notes, m.Notes...)
	}
	for _, n := range notes {
		for _, p := range splitNote(n, s.Colors) {
			if p.text != "" {
				texts = append(texts, p.text)
			}
		}
	}
	lines, err := tr.Translate(texts)
	if err != nil {
		return nil, err
	}
	done := map[string]Line{}
	for i, t := range texts {
		done[t] = lines[i]
	}
	return func(t string) Line { return done[t] }, nil
}

// moveLines sets the moves out in columns: the move number in lower digits
// and a blank (1.3), White's move, and Black's move in a column of its own.
// After a note, or when the two do not fit on a line, Black's move goes on
// a line of its own after its number and dots 3-6 (1.2). Notes follow the
// move they are written after, indented (note writes a note in braille).
func moveLines(moves []ScoreMove, width int, note func(string) Line) []Line {
	if len(moves) == 0 {
		return nil
	}
	last := moves[len(moves)-1].Ply.Number
	white := len(LowerNumber(last)) + 1
	whiteWidth, blackWidth := 0, 0
	for _, m := range moves {
		n := len(Move(m.Ply))
		if m.Ply.Color == rules.White {
			whiteWidth = max(whiteWidth, n)
		} else {
			blackWidth = max(blackWidth, n+1)
		}
	}
	black := white + whiteWidth + 2
	sideBySide := black+blackWidth <= width
	var out []Line
	var line Line // White's move, waiting for Black's
	flush := func() {
		if line != nil {
			out = append(out, line)
			line = nil
		}
	}
	for _, m := range moves {
		cells := Move(m.Ply)
		if m.Ply.Color == rules.White {
			flush()
			line = pad(LowerNumber(m.Ply.Number), white)
			line = append(line, cells...)
		} else if line != nil && sideBySide {
			line = append(pad(line, black), cells...)
			flush()
		} else {
			flush()
			line = append(pad(LowerNumber(m.Ply.Number), white), append(Line{blackMove}, cells...)...)
			flush()
		}
		if len(m.Notes) > 0 {
			flush()
			for _, n := range m.Notes {
				out = append(out, wrap(note(n), width, 2, 4)...)
			}
		}
	}
	flush()
	return out
}

// pad fills a line with blanks to n cells.
func pad(l Line, n int) Line {
	for len(l) < n {
		l = append(l, 0)
	}
	return l
}

// centre puts a line in the middle of the width.
func centre(l Line, width int) Line {
	return append(make(Line, (width-len(l))/2), l...)
}

// wrap breaks a line of braille at blanks into lines of the width, the
// first indented by first cells and the rest by rest; a word longer than
// a line is cut.
func wrap(l Line, width, first, rest int) []Line {
	var words []Line
	for start := 0; start < len(l); {
		for start < len(l) && l[start] == 0 {
			start++
		}
		end := start
		for end < len(l) && l[end] != 0 {
			end++
		}
		if end > start {
			words = append(words, l[start:end])
		}
		start = end
	}
	var out []Line
	cur := make(Line, first)
	indent := first
	for _, w := range words {
		if len(cur) > indent && len(cur)+1+len(w) > width {
			out = append(out, cur)
			cur, indent = make(Line, rest), rest
		}
		if len(cur) > indent {
			cur = append(cur, 0)
		}
		for len(cur)+len(w) > width {
			n := width - len(cur)
			cur = append(cur, w[:n]...)
			out = append(out, cur)
			cur, indent, w = make(Line, rest), rest, w[n:]
		}
		cur = append(cur, w...)
	}
	if len(cur) > indent {
		out = append(out, cur)
	}
	return out
}

// paginate cuts the blocks into pages of f.Lines-1 lines (the last line of
// a page holds its number); with no pages, one page holds all, a blank
// line before a block that would start a page.
func paginate(blocks []block, f Format) [][]Line {
	body := f.Lines - 1
	if f.Lines == 0 {
		body = 1 << 30
	}
	pages := [][]Line{nil}
	room := func() int { return body - len(pages[len(pages)-1]) }
	newPage := func() { pages = append(pages, nil) }
	for _, b := range blocks {
		cur := len(pages[len(pages)-1])
		switch {
		case b.newPage && f.Lines == 0 && cur > 0:
			pages[len(pages)-1] = append(pages[len(pages)-1], nil)
		case b.newPage && cur > 0:
			newPage()
		case b.whole && len(b.lines) > room() && len(b.lines) <= body:
			newPage()
		}
		for _, l := range b.lines {
			if room() == 0 {
				newPage()
			}
			if l == nil && len(pages[len(pages)-1]) == 0 && len(pages) > 1 {
				continue // no blank line at the top of a page
			}
			pages[len(pages)-1] = append(pages[len(pages)-1], l)
		}
	}
	return pages
}

// write writes the pages: BRF lines end in CR LF, Unicode lines in LF, and
// each page ends with a form feed, its number (a number sign and the
// digits) at the right of its last line.
func write(pages [][]Line, f Format) []byte {
	var buf bytes.Buffer
	eol := "\r\n"
	put := func(l Line) {
		l = trimRight(l)
		if f.Unicode {
			buf.WriteString(l.Unicode())
		} else {
			buf.WriteString(l.BRF())
		}
		buf.WriteString(eol)
	}
	if f.Unicode {
		eol = "\n"
	}
	for i, p := range pages {
		for _, l := range p {
			put(l)
		}
		if f.Lines == 0 {
			continue
		}
		for n := len(p); n < f.Lines-1; n++ {
			put(nil)
		}
		num := upperNumber(i + 1)
		put(append(make(Line, f.Cells-len(num)), num...))
		buf.WriteString("\f")
	}
	return buf.Bytes()
}
