// Command puzzleset makes the set of puzzles anna carries
// (puzzle/puzzleset/puzzles.csv.gz) from files in lichess's puzzle CSV
// form: every row read and checked on anna's board (puzzle.ReadAll), the
// ones refused counted by reason, then a set chosen the same way every
// time, spread over the ratings and the themes, written gzip'd.
//
//	go run ./tools/puzzleset -o puzzle/puzzleset/puzzles.csv.gz SOURCE.csv...
//
// The choice: puzzles lichess's players liked and know well (popularity
// at least 80, at least 100 plays, a rating deviation of at most 100);
// -per of them in each band of 100 rating points from -from to -to; in
// each band the themes taken in turn (puzzle.Themes' order, each theme's
// next puzzle not yet taken, in the order of a hash of the id), so that
// every theme a band has is in it. puzzle/puzzleset/README.md
// says where the sources came from.
package main

import (
	"compress/gzip"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"slices"
	"sort"

	"github.com/anna-chess/anna/puzzle"
)

func main() {
	out := flag.String("o", "puzzle/puzzleset/puzzles.csv.gz", "the file to write")
	per := flag.Int("per", 200, "puzzles in each band of 100 rating points")
	from := flag.Int("from", 600, "the lowest rating")
	to := flag.Int("to", 2600, "the rating the bands stop below")
	flag.Parse()
	pool, err := read(flag.Args())
	if err != nil {
		fmt.Fprintln(os.Stderr, "puzzleset:", err)
		os.Exit(1)
	}
	set := choose(pool, *from, *to, *per)
	if err := write(*out, set); err != nil {
		fmt.Fprintln(os.Stderr, "puzzleset:", err)
		os.Exit(1)
	}
	fmt.Printf("%d puzzles chosen of %d, written to %s\n", len(set), len(pool), *out)
}

// read reads every source, each puzzle once (by id, the first file's).
func read(files []string) ([]puzzle.Puzzle, error) {
	byID := map[string]bool{}
	var pool []puzzle.Puzzle
	refused := map[puzzle.Problem]int{}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		ps, ref, err := puzzle.ReadAll(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		for _, e := range ref.First {
			refused[e.Problem]++
			if e.Problem != puzzle.DuplicateID {
				fmt.Printf("refused: %s: %v\n", name, e)
			}
		}
		if ref.Count > len(ref.First) {
			fmt.Printf("%s: %d more refused\n", name, ref.Count-len(ref.First))
		}
		for _, p := range ps {
			if !byID[p.ID] {
				byID[p.ID] = true
				pool = append(pool, p)
			}
		}
	}
	for p, n := range refused {
		fmt.Printf("refused for problem %d: %d\n", p, n)
	}
	return pool, nil
}

// choose takes per puzzles of each band, the themes in turn.
func choose(pool []puzzle.Puzzle, from, to, per int) []puzzle.Puzzle {
	good := pool[:0:0]
	for _, p := range pool {
		if p.Popularity >= 80 && p.Plays >= 100 && p.RatingDeviation <= 100 {
			good = append(good, p)
		}
	}
	sort.Slice(good, func(i, j int) bool { return hash(good[i].ID) < hash(good[j].ID) })
	var set []puzzle.Puzzle
	for lo := from; lo < to; lo += 100 {
		var band []puzzle.Puzzle
		for _, p := range good {
			if p.Rating >= lo && p.Rating < lo+100 {
				band = append(band, p)
			}
		}
		taken := map[string]bool{}
		var chosen []puzzle.Puzzle
		for progress := true; progress && len(chosen) < per; {
			progress = false
			for _, theme := range puzzle.Themes {
				if len(chosen) == per {
					break
				}
				if i := slices.IndexFunc(band, func(p puzzle.Puzzle) bool { return !taken[p.ID] && p.HasTheme(theme) }); i >= 0 {
					taken[band[i].ID] = true
					chosen = append(chosen, band[i])
					progress = true
				}
			}
		}
		if len(chosen) < per {
			fmt.Printf("band %d: only %d puzzles\n", lo, len(chosen))
		}
		sort.Slice(chosen, func(i, j int) bool { return chosen[i].ID < chosen[j].ID })
		set = append(set, chosen...)
	}
	return set
}

func hash(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// write writes the set gzip'd, the same bytes for the same set (no name,
// no time in the gzip header).
func write(name string, set []puzzle.Puzzle) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	zw, err := gzip.NewWriterLevel(f, gzip.BestCompression)
	if err != nil {
		f.Close()
		return err
	}
	if err := puzzle.WriteCSV(zw, set); err != nil {
		f.Close()
		return err
	}
	if err := zw.Close(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
