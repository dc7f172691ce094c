package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/anna-chess/anna/rules"
	"github.com/anna-chess/anna/speech"
)

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// BenchmarkStartToPrompt starts the anna binary in each language and waits
// for its first prompt line (target: under 100 ms). It then plays a short
// game with questions and the clock and reports the peak resident memory
// (target: under 40 MB), without sound and with it: with sound, the sound
// device is ALSA's null device (HOME/.asoundrc), which plays at once, so
// every word said goes through the clip bank and the speaker.
func BenchmarkStartToPrompt(b *testing.B) {
	for _, l := range speech.Langs() {
		for _, sound := range []bool{false, true} {
			name := string(l) + "/no-audio"
			if sound {
				name = string(l) + "/sound"
			}
			b.Run(name, func(b *testing.B) { startToPrompt(b, l, sound) })
		}
	}
}

func startToPrompt(b *testing.B, l speech.Lang, sound bool) {
	if sound && exec.Command("sh", "-c", "ldconfig -p | grep -q libasound.so.2").Run() != nil {
		b.Skip("no ALSA library (scripts/test installs it)")
	}
	prompt := speech.Phrasebook{Lang: l}.Prompt(1, rules.White).Text()
	var peak int64
	for b.Loop() {
		home := b.TempDir()
		args := []string{"--lang", string(l), "--time", "5+3", "--pgn", filepath.Join(home, "g.pgn")}
		if !sound {
			args = append(args, "--no-audio")
		}
		os.WriteFile(filepath.Join(home, ".asoundrc"), []byte("pcm.!default { type null }\n"), 0o644)
		cmd := exec.Command(annaBin, args...)
		cmd.Env = append(append(os.Environ(), homeEnv(home)...), "XDG_RUNTIME_DIR="+home, "PULSE_SERVER=none")
		stdin, _ := cmd.StdinPipe()
		stdout, _ := cmd.StdoutPipe()
		if err := cmd.Start(); err != nil {
			b.Fatal(err)
		}
		sc := bufio.NewScanner(stdout)
		for sc.Scan() && !strings.Contains(sc.Text(), prompt) {
		}
		b.StopTimer()
		for _, m := range []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "clock", "moves", "help", "help clock", "position", "legal", "square Eva vier", "quit"} {
			fmt.Fprintln(stdin, m)
		}
		stdin.Close()
		for sc.Scan() {
		}
		if err := cmd.Wait(); err != nil {
			b.Fatalf("anna: %v", err)
		}
		peak = max(peak, peakRSSKB(cmd.ProcessState))
		b.StartTimer()
	}
	b.ReportMetric(float64(peak)/1024, "peak-RSS-MB")
}

// BenchmarkIdleCPU runs the line view in a real terminal with a clock
// running and nothing typed, and reports the share of one core anna uses
// (target: under 1%). Each round watches for 5 seconds (1 under -short,
// the quick form of docs/developers.md).
func BenchmarkIdleCPU(b *testing.B) {
	watch := 5 * time.Second
	if testing.Short() {
		watch = time.Second
	}
	var share []float64
	for b.Loop() {
		s := startTmux(b, "--no-audio", "--time", "90+30")
		s.waitFor("1. White to move:")
		pid := strings.TrimSpace(s.tmux("display-message", "-p", "-t", s.name, "#{pane_pid}"))
		child, err := exec.Command("pgrep", "-P", pid).Output()
		if err != nil {
			b.Fatalf("no anna under the shell %s", pid)
		}
		p, _ := strconv.Atoi(strings.TrimSpace(string(child)))
		before := cpuTicks(b, p)
		time.Sleep(watch)
		used := cpuTicks(b, p) - before
		share = append(share, float64(used)/watch.Seconds()/float64(clockTicks())*100)
		s.close()
	}
	b.ReportMetric(slices.Max(share), "max-%-core")
}

// cpuTicks reads a process's user and system time in clock ticks.
func cpuTicks(b *testing.B, pid int) int {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		b.Skip("no /proc here")
	}
	f := strings.Fields(string(data)[strings.LastIndexByte(string(data), ')')+2:])
	utime, _ := strconv.Atoi(f[11])
	stime, _ := strconv.Atoi(f[12])
	return utime + stime
}

// clockTicks is the kernel's clock ticks a second (USER_HZ), 100 on Linux.
func clockTicks() int { return 100 }
