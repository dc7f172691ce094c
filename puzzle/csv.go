package puzzle

import (
	"bufio"
	"encoding/csv"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/anna-chess/anna/internal/cleantext"
	"github.com/anna-chess/anna/rules"
)

// What one file may hold. lichess's rows are 100 to 700 bytes; a puzzle's
// line is at most a few dozen moves (mateIn5 and veryLong ones run to 30).
const (
	MaxLine     = 4096    // bytes in a row, the line break not counted
	MaxRows     = 100_000 // puzzles in a file: scoresheet.MaxRead (16 MB) holds about 70,000 of lichess's
	MaxMoves    = 64      // moves in a puzzle's line
	MaxRefusals = 100     // refused rows whose reasons ReadAll keeps (it counts them all)

	maxID      = 32
	maxFEN     = 100
	maxWords   = 40 // themes, opening tags
	maxWordLen = 60
	maxURL     = 300
)

// Reader reads puzzles from text in lichess's puzzle CSV form, one row at
// a time: a first line naming the columns (PuzzleId,FEN,Moves,Rating,...),
// known by any field that is a column's name, or none (then the columns are lichess's, in its order, nine or ten of
// them); a row per puzzle, each checked on anna's board (Puzzle.Check). A
// header may put the columns in any order and add others, which are passed
// over; PuzzleId, FEN and Moves are required, the others may be missing
// or empty (a coach's own puzzles: unrated, no themes). Quoted fields are
// read as CSV has them; a line break inside one is not. A UTF-8 byte
// order mark, Windows line ends and blank lines are taken in stride.
type Reader struct {
	// Trusted skips Check, the costly part (a few hundred microseconds a
	// puzzle, most of it rules' dead-position test after each move): for
	// puzzles checked before, as the set anna carries, whose test checks
	// every one.
	Trusted bool

	br      *bufio.Reader
	line    int
	started bool
	cols    map[string]int // a column's index in a row
	width   int            // the fields of a row: the header's; 0 without one
	rows    int
	seen    map[string]int // an id's line
}

// NewReader reads from r, whatever its size: a line is read into at most
// MaxLine bytes and the reading stops after MaxRows puzzles.
func NewReader(r io.Reader) *Reader {
	return &Reader{br: bufio.NewReaderSize(r, MaxLine+2), seen: map[string]int{}}
}

// Read returns the next puzzle, or io.EOF after the last. A row that is
// no good puzzle is refused with an *Error naming its line and why;
// reading may go on after it. Any other error ends the reading: r's own,
// a header that names no puzzles (an *Error of its line), and past MaxRows
// puzzles an *Error TooManyRows.
func (r *Reader) Read() (Puzzle, error) {
	for {
		text, err := r.nextLine()
		if err != nil {
			return Puzzle{}, err
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		fields, ferr := splitRow(text)
		if ferr != nil {
			ferr.Line = r.line
			r.started = true
			return Puzzle{}, ferr
		}
		if !r.started {
			r.started = true
			if isHeader(fields) {
				if herr := r.header(fields); herr != nil {
					return Puzzle{}, herr
				}
				continue
			}
		}
		if r.rows == MaxRows {
			return Puzzle{}, &Error{Line: r.line, Problem: TooManyRows, N: MaxRows}
		}
		p, perr := r.row(fields)
		if perr != nil {
			perr.Line = r.line
			return Puzzle{}, perr
		}
		r.rows++
		return p, nil
	}
}

// nextLine reads one line, without its line break; a line longer than
// MaxLine is passed over whole and refused.
func (r *Reader) nextLine() (string, error) {
	data, err := r.br.ReadSlice('\n')
	if err == bufio.ErrBufferFull {
		r.line++
		for err == bufio.ErrBufferFull {
			_, err = r.br.ReadSlice('\n')
		}
		if err != nil && err != io.EOF {
			return "", err
		}
		return "", &Error{Line: r.line, Problem: LineTooLong, N: MaxLine}
	}
	if err == io.EOF && len(data) == 0 {
		return "", io.EOF
	}
	if err != nil && err != io.EOF {
		return "", err
	}
	r.line++
	text := strings.TrimSuffix(strings.TrimSuffix(string(data), "\n"), "\r")
	if r.line == 1 {
		text = strings.TrimPrefix(text, "\ufeff")
	}
	if len(text) > MaxLine {
		return "", &Error{Line: r.line, Problem: LineTooLong, N: MaxLine}
	}
	return text, nil
}

// splitRow splits a line into its fields: at the commas when nothing is
// quoted (lichess quotes nothing), else as CSV.
func splitRow(text string) ([]string, *Error) {
	if !strings.Contains(text, `"`) {
		return strings.Split(text, ","), nil
	}
	cr := csv.NewReader(strings.NewReader(text))
	cr.FieldsPerRecord = -1
	fields, err := cr.Read()
	if err != nil {
		why := err.Error()
		var pe *csv.ParseError
		if errors.As(err, &pe) {
			why = pe.Err.Error()
		}
		return nil, &Error{Problem: NotCSV, Text: why}
	}
	return fields, nil
}

// isHeader reports whether a first line names columns: one of its fields
// is a column's name, which no puzzle's field can be.
func isHeader(fields []string) bool {
	for _, f := range fields {
		for _, c := range Columns {
			if strings.EqualFold(strings.TrimSpace(f), c) {
				return true
			}
		}
	}
	return false
}

// header reads the column names.
func (r *Reader) header(fields []string) error {
	r.cols = map[string]int{}
	for i, f := range fields {
		name := strings.TrimSpace(f)
		for _, c := range Columns {
			if strings.EqualFold(name, c) {
				if _, twice := r.cols[c]; twice {
					return &Error{Line: r.line, Problem: DuplicateColumn, Text: c}
				}
				r.cols[c] = i
			}
		}
	}
	for _, c := range []string{FieldID, FieldFEN, FieldMoves} {
		if _, ok := r.cols[c]; !ok {
			return &Error{Line: r.line, Problem: MissingColumn, Text: c}
		}
	}
	r.width = len(fields)
	return nil
}

// row reads one row's fields into a checked puzzle.
func (r *Reader) row(fields []string) (Puzzle, *Error) {
	if r.cols == nil {
		if len(fields) != len(Columns) && len(fields) != len(Columns)-1 {
			return Puzzle{}, &Error{Problem: FieldCount, N: len(fields), M: len(Columns)}
		}
	} else if len(fields) != r.width {
		return Puzzle{}, &Error{Problem: FieldCount, N: len(fields), M: r.width}
	}
	get := func(name string) string {
		i, ok := r.cols[name]
		if r.cols == nil {
			i, ok = slices.Index(Columns, name), true
		}
		if !ok || i >= len(fields) {
			return ""
		}
		return strings.TrimSpace(fields[i])
	}
	var p Puzzle
	var err *Error
	if p.ID, err = readID(get(FieldID)); err != nil {
		return Puzzle{}, err
	}
	if first, twice := r.seen[p.ID]; twice {
		return Puzzle{}, &Error{Field: FieldID, Problem: DuplicateID, Text: p.ID, N: first}
	}
	if p.FEN = get(FieldFEN); p.FEN == "" {
		return Puzzle{}, &Error{Field: FieldFEN, Problem: Empty}
	} else if len(p.FEN) > maxFEN {
		return Puzzle{}, &Error{Field: FieldFEN, Problem: TooLong, N: maxFEN}
	}
	if p.Moves, err = readMoves(get(FieldMoves)); err != nil {
		return Puzzle{}, err
	}
	for _, n := range []struct {
		field    string
		to       *int
		min, max int
	}{
		{FieldRating, &p.Rating, 1, 3999}, // lila's sanity check: 0 < rating < 4000
		{FieldRatingDeviation, &p.RatingDeviation, 1, 999},
		{FieldPopularity, &p.Popularity, -100, 100},
		{FieldPlays, &p.Plays, 0, 1_000_000_000},
	} {
		if *n.to, err = readNumber(n.field, get(n.field), n.min, n.max); err != nil {
			return Puzzle{}, err
		}
	}
	if p.Themes, err = readWords(FieldThemes, get(FieldThemes), true); err != nil {
		return Puzzle{}, err
	}
	if p.GameURL = strings.TrimSpace(cleantext.Line(get(FieldGameURL))); len(p.GameURL) > maxURL {
		return Puzzle{}, &Error{Field: FieldGameURL, Problem: TooLong, N: maxURL}
	}
	if p.OpeningTags, err = readWords(FieldOpeningTags, get(FieldOpeningTags), false); err != nil {
		return Puzzle{}, err
	}
	if !r.Trusted {
		if cerr := p.Check(); cerr != nil {
			var e *Error
			errors.As(cerr, &e)
			return Puzzle{}, e
		}
	}
	r.seen[p.ID] = r.line
	return p, nil
}

// readID reads an id: letters, digits, - and _ (lichess's are five of
// the first two).
func readID(s string) (string, *Error) {
	if s == "" {
		return "", &Error{Field: FieldID, Problem: Empty}
	}
	if len(s) > maxID {
		return "", &Error{Field: FieldID, Problem: TooLong, N: maxID}
	}
	for _, c := range s {
		if !isAlnum(c) && c != '-' && c != '_' {
			return "", &Error{Field: FieldID, Problem: BadID, Text: cleantext.Line(s)}
		}
	}
	return s, nil
}

// readMoves reads the line's moves in UCI form, separated by spaces.
func readMoves(s string) ([]rules.Move, *Error) {
	words := strings.Fields(s)
	if len(words) > MaxMoves {
		return nil, &Error{Field: FieldMoves, Problem: TooManyMoves, N: len(words)}
	}
	moves := make([]rules.Move, len(words))
	for i, w := range words {
		mv, err := rules.ParseUCI(strings.ToLower(w))
		if err != nil {
			return nil, &Error{Field: FieldMoves, Problem: BadMove, N: i + 1, Text: cleantext.Line(w)}
		}
		moves[i] = mv
	}
	if len(moves) == 0 {
		return nil, &Error{Field: FieldMoves, Problem: Empty}
	}
	return moves, nil
}

// readNumber reads a whole number in [min, max]; empty is 0 (not given).
func readNumber(field, s string, min, max int) (int, *Error) {
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		if len(s) > 20 {
			s = s[:20] + "…"
		}
		return 0, &Error{Field: field, Problem: BadNumber, Text: cleantext.Line(s)}
	}
	if n < min || n > max {
		return 0, &Error{Field: field, Problem: OutOfRange, N: n, M: min, K: max}
	}
	return n, nil
}

// readWords reads words separated by spaces: themes (letters and digits
// only, lichess's camelCase names) or opening tags (any printable text,
// cleaned, as Kings_Pawn_Game).
func readWords(field, s string, themes bool) ([]string, *Error) {
	words := strings.Fields(s)
	if len(words) > maxWords {
		return nil, &Error{Field: field, Problem: TooManyWords, N: maxWords}
	}
	var out []string
	for _, w := range words {
		if len(w) > maxWordLen {
			return nil, &Error{Field: field, Problem: TooLong, N: maxWordLen}
		}
		if !themes {
			if w = strings.Join(strings.Fields(cleantext.Line(w)), "_"); w != "" {
				out = append(out, w) // what cleaning leaves, if anything
			}
			continue
		}
		for _, c := range w {
			if !isAlnum(c) {
				return nil, &Error{Field: field, Problem: BadTheme, Text: cleantext.Line(w)}
			}
		}
		out = append(out, w)
	}
	return out, nil
}

func isAlnum(c rune) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// Refusals are the rows ReadAll refused: how many, and the first
// MaxRefusals of them with their reasons.
type Refusals struct {
	Count int
	First []*Error
}

// ReadAll reads every puzzle of r. The rows refused are counted and the
// first of them kept; reading goes on past them. The error is one that
// ended the reading (see Reader.Read); the puzzles read before it are
// returned with it.
func ReadAll(r io.Reader) ([]Puzzle, Refusals, error) {
	var out []Puzzle
	var refused Refusals
	rd := NewReader(r)
	for {
		p, err := rd.Read()
		if err == io.EOF {
			return out, refused, nil
		}
		var e *Error
		if errors.As(err, &e) && !e.Fatal() {
			refused.Count++
			if len(refused.First) < MaxRefusals {
				refused.First = append(refused.First, e)
			}
			continue
		}
		if err != nil {
			return out, refused, err
		}
		out = append(out, p)
	}
}

// Row is the puzzle as a row of lichess's CSV, its fields in Columns'
// order.
func (p Puzzle) Row() []string {
	moves := make([]string, len(p.Moves))
	for i, mv := range p.Moves {
		moves[i] = mv.String()
	}
	given := func(n int) string { // 0 is no rating given
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	return []string{p.ID, p.FEN, strings.Join(moves, " "), given(p.Rating), given(p.RatingDeviation),
		strconv.Itoa(p.Popularity), strconv.Itoa(p.Plays), strings.Join(p.Themes, " "), p.GameURL, strings.Join(p.OpeningTags, " ")}
}

// WriteCSV writes the puzzles in lichess's CSV form, with its header.
func WriteCSV(w io.Writer, ps []Puzzle) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(Columns); err != nil {
		return err
	}
	for _, p := range ps {
		if err := cw.Write(p.Row()); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
