// Package fakeuci is a UCI engine for anna's tests: it plays legal moves
// (the rules package finds them) and misbehaves on request (it crashes,
// hangs, or sends an illegal move at the n-th search), so that the engine's
// faults can be tested without a real engine. A test binary runs it when
// it is started with ANNA_FAKE_UCI set.
package fakeuci

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/anna-chess/anna/rules"
)

// Env is the variable that turns a test binary into the fake engine. Its
// value is a comma-separated list of settings:
//
//	crash=N    exit with status 3 at the N-th go
//	hang=N     answer nothing more from the N-th go on
//	illegal=N  send a move that cannot be played at the N-th go
//	illegalall send moves that cannot be played, always
//	close=N    close standard output and keep running at the N-th go
//	delay=D    think D (a Go duration) before answering, unless stopped
//	infinite   think until stop
//	score=S    report S centipawns for the side to move ("mate 3", "mate -2")
//	scores=S S ...  the score of the position after 0, 1, 2... moves (then score)
//	moves=A B  play the first of these moves that is legal
//	           (scores: m3 is mate in 3, m-2 mated in 2)
//	plain      offer no strength options (no Skill Level, no UCI_Elo)
//	stamp      write "info string sent UNIXNANO" with the best move (and
//	           "sent UNIXNANO" to the log)
//	log=FILE   append every command received to FILE
const Env = "ANNA_FAKE_UCI"

// Main runs the fake engine on the process's standard input and output
// when Env is set, and exits; otherwise it returns at once.
func Main() {
	spec, ok := os.LookupEnv(Env)
	if !ok {
		return
	}
	os.Exit(Run(os.Stdin, os.Stdout, spec))
}

type settings struct {
	crash, hang, illegal, close int
	delay                       time.Duration
	infinite, plain, stamp      bool
	illegalAll                  bool
	score                       string
	scores                      []string
	moves                       []string
	log                         string
}

func parse(spec string) settings {
	s := settings{score: "cp 20"}
	for _, f := range strings.Split(spec, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(f), "=")
		n, _ := strconv.Atoi(v)
		switch k {
		case "crash":
			s.crash = n
		case "hang":
			s.hang = n
		case "illegal":
			s.illegal = n
		case "close":
			s.close = n
		case "delay":
			s.delay, _ = time.ParseDuration(v)
		case "infinite":
			s.infinite = true
		case "illegalall":
			s.illegalAll = true
		case "scores":
			for _, sc := range strings.Fields(v) {
				if strings.HasPrefix(sc, "m") {
					sc = "mate " + sc[1:]
				} else {
					sc = "cp " + sc
				}
				s.scores = append(s.scores, sc)
			}
		case "plain":
			s.plain = true
		case "stamp":
			s.stamp = true
		case "score":
			if _, err := strconv.Atoi(v); err == nil {
				s.score = "cp " + v
			} else {
				s.score = v
			}
		case "moves":
			s.moves = strings.Fields(v)
		case "log":
			s.log = v
		}
	}
	return s
}

// Run speaks UCI on in and out; it returns the exit status.
func Run(in io.Reader, out io.Writer, spec string) int {
	s := parse(spec)
	var logf io.Writer = io.Discard
	if s.log != "" {
		if f, err := os.OpenFile(s.log, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644); err == nil {
			defer f.Close()
			logf = f
		}
	}
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(in)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	w := bufio.NewWriter(out)
	say := func(text string) {
		w.WriteString(text + "\n")
		w.Flush()
	}
	say("Fake UCI engine for anna's tests")
	var game *rules.Game
	searches := 0
	for line := range lines {
		fmt.Fprintln(logf, line)
		word, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
		switch word {
		case "uci":
			say("id name FakeFish 1.0")
			say("id author anna's tests")
			say("option name Threads type spin default 1 min 1 max 64")
			say("option name Hash type spin default 16 min 1 max 1024")
			if !s.plain {
				say("option name Skill Level type spin default 20 min 0 max 20")
				say("option name UCI_LimitStrength type check default false")
				say("option name UCI_Elo type spin default 1350 min 1350 max 2850")
			}
			say("uciok")
		case "isready":
			say("readyok")
		case "position":
			game = position(rest)
		case "go":
			searches++
			switch searches {
			case s.crash:
				return 3
			case s.hang:
				for range lines {
				}
				return 0
			case s.close:
				if c, ok := out.(io.Closer); ok {
					c.Close()
				}
				for range lines {
				}
				return 0
			}
			best := s.best(game)
			if searches == s.illegal || s.illegalAll {
				best = illegalMove(game)
			}
			score := s.score
			if game != nil && len(game.Plies()) < len(s.scores) {
				score = s.scores[len(game.Plies())]
			}
			if !s.think(lines, logf, say) {
				return 0
			}
			say(fmt.Sprintf("info depth 1 seldepth 1 multipv 1 score %s nodes 20 nps 1000 time 1 pv %s", score, best))
			if s.stamp {
				// One write, so that the time is as close to the move as can be;
				// the time goes to the log too, for the benchmark that reads it.
				sent := time.Now().UnixNano()
				w.WriteString(fmt.Sprintf("info string sent %d\nbestmove %s\n", sent, best))
				w.Flush()
				fmt.Fprintf(logf, "sent %d\n", sent)
			} else {
				say("bestmove " + best)
			}
		case "quit":
			return 0
		}
	}
	return 0
}

// think waits as the settings say, answering isready meanwhile; it
// reports false when the input ended.
func (s settings) think(lines <-chan string, logf io.Writer, say func(string)) bool {
	var deadline <-chan time.Time
	switch {
	case s.infinite:
	case s.delay > 0:
		deadline = time.After(s.delay)
	default:
		return true
	}
	for {
		select {
		case <-deadline:
			return true
		case line, ok := <-lines:
			if !ok {
				return false
			}
			fmt.Fprintln(logf, line)
			switch strings.TrimSpace(line) {
			case "isready":
				say("readyok")
			case "stop":
				return true
			case "quit":
				return false
			}
		}
	}
}

// position reads "startpos moves ..." or "fen FEN moves ...".
func position(args string) *rules.Game {
	fen := rules.StartFEN
	if rest, ok := strings.CutPrefix(args, "fen "); ok {
		fen, _, _ = strings.Cut(rest, " moves")
	}
	g, err := rules.NewGameFromFEN(strings.TrimSpace(fen))
	if err != nil {
		return nil
	}
	if _, moves, ok := strings.Cut(args, "moves "); ok {
		for _, u := range strings.Fields(moves) {
			m, err := rules.ParseUCI(u)
			if err != nil {
				return nil
			}
			if _, err := g.Play(m); err != nil {
				return nil
			}
		}
	}
	return g
}

// best is the first of the scripted moves that is legal, else the first
// legal move in UCI order.
func (s settings) best(g *rules.Game) string {
	if g == nil {
		return "(none)"
	}
	legal := map[string]bool{}
	var all []string
	for _, m := range g.LegalMoves() {
		legal[m.String()] = true
		all = append(all, m.String())
	}
	for _, m := range s.moves {
		if legal[m] {
			return m
		}
	}
	if len(all) == 0 {
		return "(none)"
	}
	sort.Strings(all)
	return all[0]
}

// illegalMove is a well-formed move from an empty square.
func illegalMove(g *rules.Game) string {
	for sq := rules.Square(0); sq < 64; sq++ {
		if g == nil || g.Board().Piece(sq) == rules.NoPiece {
			to := (sq + 8) % 64
			return sq.String() + to.String()
		}
	}
	return "a1a1"
}
