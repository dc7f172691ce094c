// Package puzzleset is the set of puzzles anna carries, for practice
// without a network: 4,000 real puzzles of lichess's puzzle database (CC0),
// 200 in each band of 100 rating points from 600 to 2599, every theme of
// each band among them, embedded gzip'd (README.md says where they come
// from and how they were chosen; tools/puzzleset made the file).
package puzzleset

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"io"
	"sync"

	"github.com/anna-chess/anna/puzzle"
)

//go:embed puzzles.csv.gz
var data []byte

var (
	once sync.Once
	all  []puzzle.Puzzle
	err  error
)

// All is every puzzle of the set, in the order of their ids, read once.
// The puzzles were checked on anna's board when the set was made, and
// are checked again by this package's test, so reading them skips the
// check (puzzle.Reader.Trusted): some 30 ms, not a second. The slice and
// the puzzles are shared: a caller must not change them.
func All() ([]puzzle.Puzzle, error) {
	once.Do(func() { all, err = read() })
	return all, err
}

func read() ([]puzzle.Puzzle, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("puzzleset: %w", err)
	}
	r := puzzle.NewReader(zr)
	r.Trusted = true
	var out []puzzle.Puzzle
	for {
		p, err := r.Read()
		if err != nil {
			if err == io.EOF {
				return out, nil
			}
			return nil, fmt.Errorf("puzzleset: %w", err)
		}
		out = append(out, p)
	}
}
