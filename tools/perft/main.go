// Command perft counts the lines of legal play from positions with anna's
// own move generator and with stockfish's (go perft, UCI_Chess960 on), side
// by side, and reports the nodes and the time each took. With -write it
// records stockfish's counts in the files, which rules' tests then hold
// anna to without running stockfish.
//
//	go run ./tools/perft -depth 5 rules/testdata/perft/*.tsv
//	go run ./tools/perft -depth 4 -write rules/testdata/perft/starts960.tsv
//
// A file has one position a line: a name, a tab, the FEN (X-FEN or
// Shredder-FEN castling rights), and after a second tab the counts of
// depth 1, 2, ... separated by spaces. Lines starting with # are kept as
// they are.
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/anna-chess/anna/engine/uci"
	"github.com/anna-chess/anna/rules"
)

func main() {
	depth := flag.Int("depth", 3, "count the lines this many plies deep (and every depth below, with -write)")
	write := flag.Bool("write", false, "write stockfish's counts of depths 1 to -depth into the files")
	path := flag.String("stockfish", stockfish(), "the stockfish binary (\"\" to compare anna with the files' counts only)")
	flag.Parse()
	if flag.NArg() == 0 || *depth < 1 || (*write && *path == "") {
		fmt.Fprintln(os.Stderr, "usage: perft [-depth N] [-write] [-stockfish PATH] FILE.tsv ...")
		os.Exit(2)
	}
	var sf *uci.Process
	if *path != "" {
		var err error
		if sf, err = uci.Start(*path, nil); err != nil {
			fmt.Fprintln(os.Stderr, "perft:", err)
			os.Exit(1)
		}
		defer sf.Close()
	}
	bad := 0
	for _, file := range flag.Args() {
		n, err := run(file, *depth, *write, sf)
		if err != nil {
			fmt.Fprintln(os.Stderr, "perft:", err)
			os.Exit(1)
		}
		bad += n
	}
	if bad > 0 {
		fmt.Printf("%d positions differ\n", bad)
		os.Exit(1)
	}
}

// tally adds up one file's figures.
type tally struct {
	positions         int
	nodes             uint64
	anna, stockfish   time.Duration
	differ, unchecked int
}

// run checks the positions of one file and returns how many differ.
func run(file string, depth int, write bool, sf *uci.Process) (int, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return 0, err
	}
	var out strings.Builder
	var t tally
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	for sc.Scan() {
		line := sc.Text()
		cols := strings.Split(line, "\t")
		if strings.HasPrefix(line, "#") || len(cols) < 2 {
			out.WriteString(line + "\n")
			continue
		}
		counts, err := check(cols, depth, write, sf, &t)
		if err != nil {
			return 0, fmt.Errorf("%s: %s: %w", file, cols[0], err)
		}
		if write {
			line = cols[0] + "\t" + cols[1] + "\t" + counts
		}
		out.WriteString(line + "\n")
	}
	fmt.Printf("%s: %d positions, depth %d: %d nodes; anna %v (%.1f Mnodes/s)",
		file, t.positions, depth, t.nodes, t.anna.Round(time.Millisecond), float64(t.nodes)/t.anna.Seconds()/1e6)
	if sf != nil {
		fmt.Printf(", stockfish %v", t.stockfish.Round(time.Millisecond))
	}
	fmt.Printf("; %d differ", t.differ)
	if t.unchecked > 0 {
		fmt.Printf(", %d with no count to compare", t.unchecked)
	}
	fmt.Println()
	if write {
		return t.differ, os.WriteFile(file, []byte(out.String()), 0o644)
	}
	return t.differ, nil
}

// check counts one position (name, FEN, counts) with anna and stockfish
// and returns stockfish's counts of depths 1 to depth, for -write.
func check(cols []string, depth int, write bool, sf *uci.Process, t *tally) (string, error) {
	pos, err := rules.ParseVariantFEN(rules.Chess960, cols[1])
	if err != nil {
		return "", err
	}
	t.positions++
	start := time.Now()
	got := rules.Perft(pos, depth)
	t.anna += time.Since(start)
	t.nodes += got
	var want uint64
	var recorded []string
	if len(cols) > 2 {
		recorded = strings.Fields(cols[2])
	}
	switch {
	case sf != nil:
		start = time.Now()
		if want, err = sf.Perft(context.Background(), cols[1], depth); err != nil {
			return "", err
		}
		t.stockfish += time.Since(start)
	case len(recorded) >= depth:
		want, _ = strconv.ParseUint(recorded[depth-1], 10, 64)
	default:
		t.unchecked++
		return "", nil
	}
	if got != want {
		t.differ++
		fmt.Printf("%s %s: depth %d: anna %d, stockfish %d\n", cols[0], cols[1], depth, got, want)
	}
	if !write {
		return "", nil
	}
	counts := make([]string, depth)
	for d := 1; d <= depth; d++ {
		n, err := sf.Perft(context.Background(), cols[1], d)
		if err != nil {
			return "", err
		}
		counts[d-1] = strconv.FormatUint(n, 10)
	}
	return strings.Join(counts, " "), nil
}

// stockfish is the stockfish installed (PATH, then the system's engine
// folders), or "".
func stockfish() string {
	path, err := uci.Find(uci.DefaultCommand)
	if err != nil {
		return ""
	}
	return path
}
