package host

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// clientSpec is what the clients of another process do: n of them join
// with the command, on terminals of cols by rows cells; ready is what
// each waits for before it counts as seated.
type clientSpec struct {
	Addr, Code, Command, Ready string
	N, Cols, Rows              int
}

// clients are joined clients running in another process (TestClients),
// so that a benchmark counts the host's memory and CPU alone. Lines to
// the process are orders for every client: "type TEXT", "resize W H";
// "wait TEXT" answers "seen" once every client's screen has TEXT since
// the last order.
type clients struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines *bufio.Scanner
}

func startClients(b *testing.B, spec clientSpec) *clients {
	b.Helper()
	data, _ := json.Marshal(spec)
	c := &clients{cmd: exec.Command(os.Args[0], "-test.run=^TestClients$")}
	c.cmd.Env = append(os.Environ(), "ANNA_CLIENTS="+string(data))
	c.cmd.Stderr = os.Stderr
	c.in, _ = c.cmd.StdinPipe()
	out, _ := c.cmd.StdoutPipe()
	c.lines = bufio.NewScanner(out)
	if err := c.cmd.Start(); err != nil {
		b.Fatal(err)
	}
	c.await(b, "seated")
	return c
}

// order gives every client an order and waits until it is done.
func (c *clients) order(b *testing.B, line string) {
	b.Helper()
	fmt.Fprintln(c.in, line)
	c.await(b, "done")
}

func (c *clients) await(b *testing.B, want string) {
	b.Helper()
	for c.lines.Scan() {
		if c.lines.Text() == want {
			return
		}
	}
	b.Fatalf("the clients ended before %q", want)
}

// stop ends the clients and their connections.
func (c *clients) stop(b *testing.B) {
	c.in.Close()
	if err := c.cmd.Wait(); err != nil {
		b.Fatalf("the clients: %v", err)
	}
}

// TestClients is the other process of startClients.
func TestClients(t *testing.T) {
	env := os.Getenv("ANNA_CLIENTS")
	if env == "" {
		t.Skip("run by the host's benchmarks")
	}
	var spec clientSpec
	if err := json.Unmarshal([]byte(env), &spec); err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t}
	var rs []*remote
	for i := 0; i < spec.N; i++ {
		cols, rows := 100, 30
		if spec.Cols > 0 {
			cols, rows = spec.Cols, spec.Rows
		}
		r, err := dialLightSized(t, spec.Addr, f.config(gossh.Password(spec.Code)), spec.Command, cols, rows)
		if err != nil {
			t.Fatal(err)
		}
		rs = append(rs, r)
	}
	for _, r := range rs {
		r.waitFor(spec.Ready)
	}
	fmt.Println("seated")
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 4<<20)
	marks := make([]int, len(rs))
	for in.Scan() {
		verb, arg, _ := strings.Cut(in.Text(), " ")
		for i, r := range rs {
			switch verb {
			case "type":
				marks[i] = r.mark()
				r.in.Write([]byte(arg + "\r"))
			case "resize":
				var w, h int
				fmt.Sscan(arg, &w, &h)
				r.sess.WindowChange(h, w)
			case "wait":
				deadline := time.Now().Add(60 * time.Second)
				for !strings.Contains(strings.ReplaceAll(r.text()[marks[i]:], "\r\n", " "), arg) {
					if time.Now().After(deadline) {
						t.Fatalf("client %d never saw %q", i, arg)
					}
					time.Sleep(5 * time.Millisecond)
				}
			}
		}
		fmt.Println("done")
	}
	for _, r := range rs {
		r.close()
	}
}
