package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestScreenReaderInEachLanguage plays in Croatian, Serbian and Slovenian
// with the local names of the pieces (--names local) under fenrir, a real
// screen reader, as TestScreenReaderHearsEveryLineOnce does in English:
// every line and prompt anna printed is spoken once, in order and
// verbatim, and nothing else. Croatian on a terminal 40 columns wide types
// a move longer than its row and mends a typo across the row's end (fenrir
// says what it says under bash's read -e, and nothing stale stays on the
// screen); Serbian comes in over SSH, through the lobby's lines broken
// between words; each has a review with a typo in it, which goes on.
func TestScreenReaderInEachLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("three games typed under a screen reader (-short)")
	}
	t.Run("hr", func(t *testing.T) {
		t.Parallel()
		sr := startReaderOn(t, 40, "", annaBin+" --no-audio --lang hr --names local --pgn g.pgn")
		sr.waitRaw("1. Bijeli na potezu: ", 20*time.Second)
		time.Sleep(time.Second)
		sr.line("Pješak Eva četiri")
		sr.line("e5")
		// "2. Bijeli na potezu: Skakač Gustav jedan" fills the row; the
		// typo is mended from the next row back over the row's end.
		sr.line("Skakač Gustav jedan Felix trii\b\b\b\b\b\b\b\b\b\b\b\bn Felix tri")
		sr.line("gdje crni Skakač")
		review(sr, "pregled", "natrag", "gotovo")
		sr.line("izlaz")
		sr.waitRaw("Partija spremljena. Doviđenja.", 10*time.Second)
		sr.heardEveryLineOnce()
		screen := sr.tmux.screen()
		if !strings.Contains(screen, "2. Bijeli na potezu: Skakač Gustav jedan\n Felix tri\nSkakač Felix tri\n") {
			t.Errorf("the long line is not as typed, or stale text stays on the screen:\n%s", screen)
		}
	})
	t.Run("sl", func(t *testing.T) {
		t.Parallel()
		sr := startReaderOn(t, 80, "", annaBin+" --no-audio --lang sl --names local --pgn g.pgn")
		sr.waitRaw("1. Beli na potezi: ", 20*time.Second)
		time.Sleep(time.Second)
		for _, l := range []string{"Kmet Eva štiri", "e5", "kje črni Skakač", "Skakač Felix tri", "Skakač Felix šest"} {
			sr.line(l)
		}
		review(sr, "pregled", "nazaj", "dovolj")
		sr.line("izhod")
		sr.waitRaw("Partija shranjena. Nasvidenje.", 10*time.Second)
		sr.heardEveryLineOnce()
	})
	t.Run("sr", func(t *testing.T) {
		t.Parallel()
		if _, err := exec.LookPath("ssh"); err != nil {
			t.Skip("ssh is not installed (scripts/test installs it)")
		}
		dir := t.TempDir()
		sock := filepath.Join(dir, "tmux.sock")
		t.Cleanup(func() { killTmux(sock, dir) })
		port := freePort(t)
		env := "HOME=" + dir + " XDG_CONFIG_HOME=" + dir + "/config XDG_DATA_HOME=" + dir + "/data XDG_STATE_HOME=" + dir + "/state"
		host := newTerm(t, sock, "host", env, fmt.Sprintf("%s host --no-audio --lang sr --names local --pgn %s --listen 127.0.0.1:%d",
			annaBin, filepath.Join(dir, "m.pgn"), port))
		host.waitFor("Čeka se: Crni")
		host.keys("kodovi") // no code is shown unasked
		m := regexp.MustCompile(`Kod za pridruživanje, Crni: ([A-Za-z]+(?: [A-Za-z]+){7})\.`).FindStringSubmatch(host.waitFor("Kod za pridruživanje, gledaoci:"))
		if m == nil {
			t.Fatalf("no join code for Black on the host's screen:\n%s", host.screen())
		}
		askpass := filepath.Join(dir, "code.sh")
		write(t, askpass, "#!/bin/sh\necho "+strings.ToLower(strings.ReplaceAll(m[1], " ", "-"))+"\n", 0o700)
		// The code is given by an askpass program: what fenrir reads from
		// the first line on is anna's lobby, not ssh's login.
		sr := startReaderOn(t, 60, "SSH_ASKPASS="+askpass+" SSH_ASKPASS_REQUIRE=force",
			fmt.Sprintf("ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o PubkeyAuthentication=no -p %d -t 127.0.0.1", port))
		sr.waitRaw("Prikaz (redovi ili tabla): ", 20*time.Second)
		time.Sleep(time.Second)
		sr.line("redovi")
		host.waitFor("Nova partija.")
		sr.waitRaw("1. Beli na potezu: ", 10*time.Second)
		time.Sleep(time.Second)
		host.keys("Pešak Eva četiri")
		sr.waitRaw("1. Crni na potezu: ", 10*time.Second)
		time.Sleep(1500 * time.Millisecond)
		sr.line("Pešak Eva pet")
		sr.line("gde beli Pešak")
		review(sr, "pregled", "nazad", "gotovo")
		sr.line("izlaz")
		host.waitFor("Crni je napustio partiju.")
		sr.heardEveryLineOnce()
		raw, _ := os.ReadFile(sr.raw)
		text := regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]`).ReplaceAllString(string(raw), "")
		for _, l := range strings.Split(strings.ReplaceAll(text, "\r", ""), "\n") {
			if len([]rune(l)) > 60 {
				t.Errorf("a line wider than the terminal, not broken between words: %q", l)
			}
		}
	})
}

// review opens the review, steps back, types a typo (which is answered
// and leaves the review open) and ends it.
func review(sr *screenReader, open, back, stop string) {
	sr.line(open)
	sr.line(back)
	sr.line("nxt")
	sr.line(stop)
}
