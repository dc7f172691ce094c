package main

import (
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/anna-chess/anna/audio"
)

// TestJoinBoardView: anna join --view board at the black seat, in
// Croatian, is the board view a sighted player has at home, drawn at the
// joiner from what the host sends: the board from Black's side (rank 1 at
// the top, the files h to a), the pieces where the moves of both sides
// put them, the last move marked, the scoresheet (in the joiner's piece
// letters) and the clock, the
// announcements in the joiner's words, and spoken in its voice. The arrow keys and Enter make a
// move, Esc leaves a question, and a connection cut (a proxy between
// them) joins again by itself, the board view redrawn with what happened
// meanwhile; Ctrl+C quits.
func TestJoinBoardView(t *testing.T) {
	dir, sock, port, pgn, env := sshMatch(t)
	host := newTerm(t, sock, "host", env, fmt.Sprintf("%s host --no-audio --lang en --names local --time 5+0 --pgn %s --listen 127.0.0.1:%d", annaBin, pgn, port))
	code := codeOf(t, hostCodes(host), "Black")
	cut := cuttingProxy(t, fmt.Sprintf("127.0.0.1:%d", port))
	home, tape := filepath.Join(dir, "joiner"), filepath.Join(dir, "joiner.wav")
	black := newTerm(t, sock, "black", fmt.Sprintf("HOME=%s XDG_CONFIG_HOME=%s/config ANNA_JOIN_CODE=%s", home, home, code),
		fmt.Sprintf("%s join %s --seat black --view board --pieces letters --no-audio --speech-out %s --lang hr --names local", annaBin, cut.addr, tape))
	black.waitFor("Nova partija. 1. Bijeli na potezu")
	screen := black.waitFor("Objave") // the board view's heading of the announcements, in Croatian
	board := readBoard(t, screen)
	if board.files != "hgfedcba" || board.ranks != "12345678" {
		t.Fatalf("the board is not seen from Black's side (files %q, ranks %q from the top):\n%s", board.files, board.ranks, screen)
	}
	board.want(t, map[string]byte{"e1": 'K', "d8": 'q', "e2": 'P', "e4": ' ', "g8": 'n'})

	host.keys("e4")
	screen = black.waitFor("Pješak Eva četiri")
	screen = black.waitFor("1. Crni na potezu")
	readBoard(t, screen).want(t, map[string]byte{"e2": ' ', "e4": 'P'})
	lastMove(t, screen, 2)
	if !regexp.MustCompile(`1\. e4`).MatchString(screen) || !regexp.MustCompile(`Crni\s+\d+:\d\d`).MatchString(screen) {
		t.Errorf("the scoresheet or Black's clock is not shown:\n%s", screen)
	}

	black.keys("e5")
	host.waitFor("Pawn Eva five")
	screen = black.waitFor("2. Bijeli na potezu")
	readBoard(t, screen).want(t, map[string]byte{"e7": ' ', "e5": 'p', "e4": 'P'})
	host.keys("Nf3")
	black.waitFor("2. Crni na potezu")

	// The knight from g8 to f6 with the arrow keys: the first arrow shows
	// the cursor on Black's king; from Black's side, left is towards h
	// and up towards rank 1.
	press := func(keys ...string) {
		for _, k := range keys {
			exec.Command("tmux", "-S", sock, "send-keys", "-t", "black", k).Run()
			time.Sleep(100 * time.Millisecond)
		}
	}
	press("Up")
	black.waitFor("Kursor na e8")
	press("Left", "Left")
	black.waitFor("Kursor na g8")
	press("Enter", "Up", "Up", "Right", "Enter")
	host.waitFor("Knight Felix six")
	screen = black.waitFor("3. Bijeli na potezu")
	readBoard(t, screen).want(t, map[string]byte{"g8": ' ', "f6": 'n', "f3": 'N'})
	if !regexp.MustCompile(`2\. Sf3\s+Sf6`).MatchString(screen) {
		t.Errorf("the scoresheet is not in Croatian letters (2. Sf3 Sf6):\n%s", screen)
	}

	black.keys("predajem")
	black.waitFor("Zaista predajete?")
	press("Escape")
	black.waitFor("Predaja otkazana.")

	// The connection cut: anna join says so, joins again, and the board
	// view goes on with what the host played meanwhile.
	cut.cut()
	black.waitFor("Veza s " + cut.addr + " je prekinuta")
	host.waitFor("Black has left")
	host.keys("Bc4")
	host.waitFor("Black is back")
	screen = black.waitFor("Lovac Cesar četiri")
	screen = black.waitFor("3. Crni na potezu")
	board = readBoard(t, screen)
	if board.files != "hgfedcba" {
		t.Fatalf("after joining again the board is not Black's:\n%s", screen)
	}
	board.want(t, map[string]byte{"f1": ' ', "c4": 'B', "f6": 'n'})
	lastMove(t, screen, 2)
	black.keys("Bc5")
	host.waitFor("Bishop Cesar five")
	black.waitFor("4. Bijeli na potezu")

	press("C-c")
	black.waitFor("EXITED 0")
	host.waitFor("Black has left")
	// Spoken in the joiner's own voice, as shown: its tape's subtitles.
	vtt, err := os.ReadFile(audio.SubtitlesPath(tape))
	if err != nil {
		t.Fatal(err)
	}
	for _, said := range []string{"Pješak Eva četiri\n", "Skakač Felix šest\n", "Predaja otkazana.\n", "Lovac Cesar četiri\n", "Lovac Cesar pet\n"} {
		if !strings.Contains(string(vtt), said) {
			t.Errorf("the joiner did not say %q:\n%s", said, vtt)
		}
	}
}

// shownBoard is a board view's board as a screen shows it: the files
// left to right, the ranks top to bottom, and the letter on each square
// (' ' for none): --pieces letters.
type shownBoard struct {
	files, ranks string
	at           map[string]byte
}

// readBoard reads the board off a board view's screen: the row of file
// letters under it gives each file's column, each row that starts with a
// rank's digit its rank.
func readBoard(t *testing.T, screen string) shownBoard {
	t.Helper()
	rows := strings.Split(screen, "\n")
	b := shownBoard{at: map[string]byte{}}
	filesRow := regexp.MustCompile(`^\s+([a-h])(\s+[a-h]){7}`)
	var cols []int
	for _, row := range rows {
		if m := filesRow.FindString(row); m != "" {
			for i, r := range []rune(m) {
				if r >= 'a' && r <= 'h' {
					cols = append(cols, i)
					b.files += string(r)
				}
			}
		}
	}
	if len(cols) != 8 {
		t.Fatalf("no row of file letters on the screen:\n%s", screen)
	}
	for _, row := range rows {
		r := []rune(row)
		if len(r) == 0 || r[0] < '1' || r[0] > '8' || len(r) > 1 && r[1] != ' ' {
			continue
		}
		b.ranks += string(r[0])
		for i, c := range cols {
			piece := byte(' ')
			if c < len(r) && r[c] < 128 {
				piece = byte(r[c])
			}
			b.at[string(b.files[i])+string(r[0])] = piece
		}
	}
	return b
}

// want checks the letters on squares.
func (b shownBoard) want(t *testing.T, squares map[string]byte) {
	t.Helper()
	for sq, want := range squares {
		if got := b.at[sq]; got != want {
			t.Errorf("%s shows %q, want %q (files %s, ranks %s)", sq, got, want, b.files, b.ranks)
		}
	}
}

// lastMove checks that the last move's two squares are marked (their
// corners, ╭ ╮, on the rows above them).
func lastMove(t *testing.T, screen string, squares int) {
	t.Helper()
	if n := strings.Count(screen, "╭"); n != squares {
		t.Errorf("%d squares marked as the last move, want %d:\n%s", n, squares, screen)
	}
}

// proxyCut forwards connections to a host and cuts them all at once, as
// a network that drops.
type proxyCut struct {
	addr  string
	mu    sync.Mutex
	conns []net.Conn
}

func cuttingProxy(t *testing.T, to string) *proxyCut {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxyCut{addr: ln.Addr().String()}
	t.Cleanup(func() { ln.Close(); p.cut() })
	go func() {
		for {
			a, err := ln.Accept()
			if err != nil {
				return
			}
			b, err := net.Dial("tcp", to)
			if err != nil {
				a.Close()
				continue
			}
			p.mu.Lock()
			p.conns = append(p.conns, a, b)
			p.mu.Unlock()
			go func() { io.Copy(a, b); a.Close() }()
			go func() { io.Copy(b, a); b.Close() }()
		}
	}()
	return p
}

func (p *proxyCut) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}
