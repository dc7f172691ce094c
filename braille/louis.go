package braille

import (
	"bytes"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"sync"

	"github.com/anna-chess/anna/internal/cleantext"
)

// Tables are the liblouis tables of anna's languages: uncontracted
// literary braille, which writes names letter for letter (docs/braille.md).
// Serbian in Latin script uses the Serbian table, whose letters are the
// Croatian ones.
var Tables = map[string]string{
	"en": "en-ueb-g1.ctb",      // Unified English Braille, uncontracted
	"de": "de-g0-detailed.utb", // Deutsche Basisschrift, with capitals
	"hr": "hr-g1.tbl",
	"sl": "sl.tbl",
	"sr": "sr.tbl",
}

// ErrNoLouis: liblouis's lou_translate is not installed, or cannot use the
// table.
var ErrNoLouis = errors.New("braille: liblouis (lou_translate) is not installed")

// Louis translates print into braille with liblouis's lou_translate,
// called as a program (the build stays pure Go). Each text is translated
// once and kept: a scoresheet rewritten after every move asks liblouis
// only for a note that is new.
type Louis struct {
	Program string // lou_translate, or a path to it
	Table   string // a table of Tables

	mu   sync.Mutex
	done map[string]Line
}

// NewLouis finds lou_translate and checks that it reads the language's
// table, by translating a word; ErrNoLouis when it cannot.
func NewLouis(lang string) (*Louis, error) {
	table, ok := Tables[lang]
	if !ok {
		table = Tables["en"]
	}
	path, err := exec.LookPath("lou_translate")
	if err != nil {
		return nil, ErrNoLouis
	}
	l := &Louis{Program: path, Table: table}
	got, err := l.Translate([]string{"a"})
	if err != nil || len(got) != 1 || len(got[0]) == 0 {
		return nil, fmt.Errorf("%w (table %s)", ErrNoLouis, table)
	}
	return l, nil
}

// Translate writes each text as one line of braille.
func (l *Louis) Translate(texts []string) ([]Line, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.done == nil {
		l.done = map[string]Line{}
	}
	var todo []string
	for _, t := range texts {
		if _, ok := l.done[t]; !ok && t != "" {
			todo = append(todo, t)
			l.done[t] = nil // once, however often it comes
		}
	}
	if len(todo) > 0 {
		lines, err := l.run(todo)
		if err != nil {
			for _, t := range todo {
				delete(l.done, t)
			}
			return nil, err
		}
		for i, t := range todo {
			l.done[t] = lines[i]
		}
	}
	out := make([]Line, len(texts))
	for i, t := range texts {
		out[i] = l.done[t]
	}
	return out, nil
}

// run translates texts, one a line, in one run of lou_translate, which
// writes one line of Unicode braille for each line it reads.
func (l *Louis) run(texts []string) ([]Line, error) {
	in := make([]string, len(texts))
	for i, t := range texts {
		in[i] = cleantext.Line(t) // one line each, and a tag's escape sequence is not read as words
	}
	cmd := exec.Command(l.Program, "--forward", "unicode.dis,"+l.Table)
	cmd.Stdin = strings.NewReader(strings.Join(in, "\n") + "\n")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("braille: lou_translate: %v %s", err, strings.TrimSpace(errOut.String()))
	}
	got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(got) != len(texts) {
		return nil, fmt.Errorf("braille: lou_translate gave %d lines for %d (%s)", len(got), len(texts), strings.TrimSpace(errOut.String()))
	}
	lines := make([]Line, len(got))
	for i, g := range got {
		line, err := ParseUnicode(g)
		if err != nil {
			return nil, fmt.Errorf("braille: lou_translate: %w", err)
		}
		lines[i] = line
	}
	return lines, nil
}
