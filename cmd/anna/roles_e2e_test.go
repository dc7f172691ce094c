package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestRolesOverSSH plays issue 18's attacks over real SSH (OpenSSH's
// client) against anna host with the arbiter at a seat of their own
// (--arbiter remote): a remote Black's adjust, pause, flag, touched,
// increment and accept are refused or only reported; the assistant of the
// blind White does not move for Black; Black's adjourn while White is on
// move is a request the arbiter hears, and the host's terminal is never
// put into the sealing; the host's player is not the arbiter; the arbiter
// adjusts, refuses and adjourns; the sealer leaves the sealing with
// cancel, and the host leaves with Ctrl+C, everything saved.
func TestRolesOverSSH(t *testing.T) {
	_, sock, port, pgn, env, ssh := sshTable(t)

	host := newTerm(t, sock, "host", env, fmt.Sprintf("%s host --no-audio --pgn %s --listen 127.0.0.1:%d --time 5+0 --assistant --blind white --arbiter remote", annaBin, pgn, port))
	screen := hostCodes(host)
	if strings.Contains(screen, "Join code for White") {
		t.Fatalf("the host's own seat has a join code:\n%s", screen)
	}
	join := func(name, seat, code string) *window {
		w := newTerm(t, sock, name, "", ssh+" -t "+seat+" line")
		w.waitFor("Join code:")
		w.keys(code)
		return w
	}
	black := join("black", "black", codeOf(t, screen, "Black"))
	black.waitFor("You sit at the black seat.")
	// A player's code opens no other seat: Black's code at the arbiter's.
	thief := join("thief", "arbiter", codeOf(t, screen, "Black"))
	thief.waitFor("Your join code does not open the arbiter seat.")
	thief.kill()
	arbiter := join("arbiter", "arbiter", arbiterCode(t, pgn))
	arbiter.waitFor("You sit at the arbiter seat.")
	assistant := join("assistant", "assistant", codeOf(t, screen, "the assistant"))
	assistant.waitFor("You sit at the assistant seat.")
	host.waitFor("1. White to move")

	for _, tt := range []struct{ typed, answer string }{
		{"adjust white 0:03", "Only the arbiter may type adjust; type arbiter to ask the arbiter."},
		{"pause", "Only the arbiter may type pause"},
		{"flag", "White: flag not fallen"},
		{"increment", "Only the player on move with less than 2 minutes"},
		{"accept", "There is no draw offer to accept."},
		{"touched Gustav eins", "Sent to the arbiter."},
	} {
		black.keys(tt.typed)
		black.waitFor(tt.answer)
	}
	arbiter.waitFor("Reported to the arbiter by Black: White touched the Springer on Gustav eins.")

	// The trap: Black's adjourn while White is on move.
	black.keys("adjourn")
	arbiter.waitFor("Black asks to adjourn the game: grant or refuse.")
	host.keys("adjust black 1:00") // the host's player is not the arbiter here
	if s := host.waitFor("Only the arbiter may type adjust"); strings.Contains(s, "seal") || strings.Contains(s, "Black asks to adjourn") {
		t.Fatalf("the host's terminal was put into the sealing or heard the arbiter's request:\n%s", s)
	}
	host.keys("Bauer Eva vier")
	black.waitFor("Bauer Eva vier")
	assistant.keys("e5") // Black is sighted: not the assistant's
	assistant.waitFor("The assistant plays for White only.")
	arbiter.keys("refuse")
	black.waitFor("Adjournment declined.")
	arbiter.keys("adjust white 4:00")
	host.waitFor("White: clock set to 4 minutes.")
	arbiter.keys("adjourn") // ordered by the arbiter: Black, on move, seals
	black.waitFor("Black seals the next move")
	black.keys("cancel")
	host.waitFor("Black seals no move: the game goes on.")
	black.keys("e5")
	host.waitFor("Bauer Eva fuenf")
	exec.Command("tmux", "-S", sock, "send-keys", "-t", "host", "C-c").Run()
	host.waitFor("Game saved. Goodbye.")
	host.waitFor("EXITED 0")

	data, err := os.ReadFile(pgn)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(data); !strings.Contains(got, "1. e4") || !strings.Contains(got, "1... e5") || strings.Contains(got, "touched") || strings.Contains(got, "*") == false {
		t.Errorf("the scoresheet:\n%s", got)
	}
}

// sshTable prepares a hosted match driven over OpenSSH in tmux: its folder
// (HOME and the XDG folders in it), the tmux socket (killed at the end), a
// free port, the match's PGN, the environment for anna host and the ssh
// command that joins it. Without tmux or ssh the test is skipped.
func sshTable(t *testing.T) (dir, sock string, port int, pgn, env, ssh string) {
	t.Helper()
	for _, tool := range []string{"tmux", "ssh"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (scripts/test installs it)", tool)
		}
	}
	dir = t.TempDir()
	sock = filepath.Join(dir, "tmux.sock")
	t.Cleanup(func() { killTmux(sock, dir) }) // the host saves as it ends: before the folder goes
	port = freePort(t)
	pgn = filepath.Join(dir, "match.pgn")
	env = "HOME=" + dir + " XDG_CONFIG_HOME=" + dir + "/config XDG_DATA_HOME=" + dir + "/data XDG_STATE_HOME=" + dir + "/state"
	ssh = fmt.Sprintf("ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o PubkeyAuthentication=no -o LogLevel=ERROR -p %d 127.0.0.1", port)
	return dir, sock, port, pgn, env, ssh
}
