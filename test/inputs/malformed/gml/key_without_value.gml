graph [
  node [ id 0 ] node
]
